-- Runs once, when the PostgreSQL volume is first created (docker-entrypoint-initdb.d).
-- POSTGRES_DB creates Acme's database; navex keeps its own (screens and their vectors,
-- agent checkpoints, chat history, approvals, audit). navex's migrations create the
-- `vector` extension in it; the image's superuser may.
CREATE DATABASE navex;
