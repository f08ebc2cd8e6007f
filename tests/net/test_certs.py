"""The TLS certificate's one home (net/certs.py): a self-signed P-256 certificate OpenSSL accepts,
kept once, an administrator's loaded, and a fingerprint as words."""
from __future__ import annotations

import hashlib
import ssl
import stat
import subprocess

import pytest

from mextrain.net import certs


def test_a_made_certificate_is_one_openssl_verifies_and_both_tls_stacks_load(tmp_path):
    made = certs.make_self_signed("Mexican Train hall")
    (tmp_path / "c.pem").write_text(made.cert_pem)
    (tmp_path / "k.pem").write_text(made.key_pem)
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(tmp_path / "c.pem", tmp_path / "k.pem")  # raises if the key is not the certificate's
    out = subprocess.run(["openssl", "verify", "-CAfile", tmp_path / "c.pem", tmp_path / "c.pem"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr  # the self-signature checks out
    text = subprocess.run(["openssl", "x509", "-in", tmp_path / "c.pem", "-noout", "-text"],
                          capture_output=True, text=True).stdout
    assert "ecdsa-with-SHA256" in text and "CN = Mexican Train hall" in text and "CA:FALSE" in text
    from PySide6.QtCore import QByteArray
    from PySide6.QtNetwork import QSsl, QSslCertificate, QSslKey

    assert not QSslCertificate(QByteArray(made.cert_pem.encode()), QSsl.EncodingFormat.Pem).isNull()
    assert not QSslKey(QByteArray(made.key_pem.encode()), QSsl.KeyAlgorithm.Ec, QSsl.EncodingFormat.Pem).isNull()


def test_the_signature_arithmetic_is_ecdsa():
    public = certs._multiply(12345)
    assert certs.on_curve(public)
    sig = certs._sign(12345, b"a table")
    assert certs.verify(public, b"a table", sig)
    assert not certs.verify(public, b"another table", sig)


def test_the_certificate_is_made_once_and_its_key_is_private(tmp_path):
    first = certs.ensure_self_signed(tmp_path)
    again = certs.ensure_self_signed(tmp_path)
    assert first == again
    assert stat.S_IMODE((tmp_path / certs.KEY_NAME).stat().st_mode) == 0o600
    assert first.fingerprint == hashlib.sha256(ssl.PEM_cert_to_DER_cert(first.cert_pem)).hexdigest()


def test_an_administrators_certificate_is_loaded_and_a_wrong_file_refused(tmp_path):
    made = certs.make_self_signed()
    (tmp_path / "fullchain.pem").write_text(made.cert_pem)
    (tmp_path / "privkey.pem").write_text(made.key_pem)
    assert certs.load(tmp_path / "fullchain.pem", tmp_path / "privkey.pem") == made
    with pytest.raises(ValueError):
        certs.load(tmp_path / "privkey.pem", tmp_path / "privkey.pem")
    with pytest.raises(ValueError):
        certs.load(tmp_path / "fullchain.pem", tmp_path / "fullchain.pem")


def test_a_fingerprint_reads_as_six_of_256_plain_words():
    words = certs.word_list()
    assert len(words) == 256 == len(set(words)) and all(w.isalpha() and w.islower() for w in words)
    fp = "00ff10" + "ab" * 29
    assert certs.fingerprint_words(fp) == (words[0], words[255], words[16], words[0xAB], words[0xAB], words[0xAB])
    a, b = certs.make_self_signed(), certs.make_self_signed()
    assert certs.fingerprint_words(a.fingerprint) != certs.fingerprint_words(b.fingerprint)
