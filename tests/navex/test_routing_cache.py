"""The router's caches: fitted classifiers and utterance vectors kept between runs, found
again only for the same texts, settings and encoder, and repaired when damaged."""

from pathlib import Path

import numpy as np
import pytest

from conftest import CountingEncoder
from navex.embeddings import Encoder, UtteranceClassifier, encode_cached, local_encoder
from navex.embeddings import classifier as classifier_module


@pytest.fixture(scope="module")
def encoder() -> Encoder:
    return local_encoder()


def test_a_fitted_classifier_is_read_back_from_the_cache(
    encoder: Encoder, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = ["open the billing page", "show my invoices", "ack alert 12", "ack alarm 7"]
    labels = ["nav", "nav", "exe", "exe"]
    vectors = encoder.encode(texts)
    fitted = UtteranceClassifier(texts, labels, vectors, c=4.0, cache_dir=tmp_path)
    [stored] = tmp_path.glob("classifier-*.npz")

    def no_fit(*args: object) -> None:
        raise AssertionError("fitted again instead of reading the cache")

    monkeypatch.setattr(classifier_module, "_fit", no_fit)
    again = UtteranceClassifier(texts, labels, vectors, c=4.0, cache_dir=tmp_path)
    query = encoder.encode(["pay an invoice"])[0]
    assert again.labels == fitted.labels
    assert np.allclose(
        again.probabilities("pay an invoice", query), fitted.probabilities("pay an invoice", query)
    )
    with pytest.raises(AssertionError, match="fitted again"):  # other settings: another key
        UtteranceClassifier(texts, labels, vectors, c=8.0, cache_dir=tmp_path)
    monkeypatch.undo()
    stored.write_bytes(b"truncated")
    repaired = UtteranceClassifier(texts, labels, vectors, c=4.0, cache_dir=tmp_path)
    assert repaired.labels == fitted.labels


def test_utterance_vectors_are_cached_by_model_and_texts(encoder: Encoder, tmp_path: Path) -> None:
    encoder = CountingEncoder(encoder)
    first = encode_cached(encoder, ["open billing", "ack alert 3"], tmp_path)
    again = encode_cached(encoder, ["open billing", "ack alert 3"], tmp_path)
    assert encoder.calls == 1
    assert np.array_equal(first, again)
    for path in tmp_path.glob("vectors-*.npy"):
        path.write_bytes(b"not a numpy file")
    repaired = encode_cached(encoder, ["open billing", "ack alert 3"], tmp_path)
    assert encoder.calls == 2
    assert np.allclose(repaired, first)
    assert not list(tmp_path.glob("*.partial.*"))


def test_a_new_list_embeds_only_the_texts_no_cached_list_holds(
    encoder: Encoder, tmp_path: Path
) -> None:
    """A first start: the catalog's ingest embeds ~6,300 texts, then the router ~9,000,
    6,000 of them the same; the router embeds only the other ~3,000."""
    counting = CountingEncoder(encoder)
    ingest = ["open billing", "ack alert 3", "where are my invoices"]
    router = ["ack alert 3", "set GS-1020 offline", "open billing", "ack alert 3"]
    encode_cached(counting, ingest, tmp_path)
    vectors = encode_cached(counting, router, tmp_path)
    assert counting.embedded[1:] == [["set GS-1020 offline"]]
    assert np.array_equal(vectors, encoder.encode(router)), "the same vectors to the bit"
    assert np.array_equal(encode_cached(counting, router, tmp_path), vectors)
    assert len(counting.embedded) == 2, "the whole list is read back as it was stored"
    other = CountingEncoder(encoder, sign=-1.0)  # another encoder's lists are not used
    assert np.allclose(encode_cached(other, ["open billing"], tmp_path), -vectors[2:3])
    assert other.calls == 1


def test_an_encoder_with_other_vectors_under_the_same_name_misses_the_cache(
    encoder: Encoder, tmp_path: Path
) -> None:
    before = CountingEncoder(encoder)
    encode_cached(before, ["open billing"], tmp_path)
    after = CountingEncoder(encoder, sign=-1.0)  # same class, name and dim
    vectors = encode_cached(after, ["open billing"], tmp_path)
    assert after.calls == 1
    assert np.allclose(vectors, -encoder.encode(["open billing"]))


def test_unwritable_vector_cache_still_returns_vectors(encoder: Encoder, tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a directory")
    vectors = encode_cached(encoder, ["open billing"], blocked / "cache")
    assert vectors.shape == (1, encoder.dim)
