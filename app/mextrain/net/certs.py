"""TLS certificates in one home: a self-signed one made once, an administrator's loaded, fingerprints.

A hall without an administrator's certificate (and, in the next step, a table hosted in the
app) makes its own once and keeps it in its data folder (`ensure_self_signed`): an ECDSA P-256
key and a self-signed X.509 v3 certificate, written here in pure Python (standard library
only). Why not the `cryptography` package: it would be one more compiled dependency of
about 11 MB in the frozen bundle (measured: resources/docs/hall.md, "The certificate")
for one signature made once in a table's life; P-256 arithmetic and the few DER structures
a certificate needs are about 150 lines, checked by the tests against OpenSSL itself
(Python's `ssl` and Qt's backend both load what this writes).

A certificate nobody signed is trusted by its **fingerprint**: the SHA-256 of its DER bytes,
carried in an invitation, and shown to people as a few words (`fingerprint_words`) to compare
aloud. Six words of a fixed list of 256 give 48 bits: to make a certificate whose words read
the same, an attacker must try about 2^47 keys on average (each a P-256 key and a SHA-256),
months of a whole machine for one table whose code changes with every game, while six words
are still read out over the phone in a few seconds; the invitation's link carries all 256 bits.
"""
from __future__ import annotations

import base64
import datetime as _dt
import hashlib
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from mextrain.paths import resources_dir

# ---------------------------------------------------------------- P-256 (FIPS 186-4, SEC 2)
_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
_A = _P - 3
_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
      0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)

_Jacobian = tuple[int, int, int]


def _double(p: _Jacobian) -> _Jacobian:
    x, y, z = p
    if y == 0 or z == 0:
        return (0, 1, 0)
    ysq = y * y % _P
    s = 4 * x * ysq % _P
    zsq = z * z % _P
    m = 3 * (x - zsq) * (x + zsq) % _P  # a = -3
    nx = (m * m - 2 * s) % _P
    ny = (m * (s - nx) - 8 * ysq * ysq) % _P
    nz = 2 * y * z % _P
    return (nx, ny, nz)


def _add(p: _Jacobian, q: _Jacobian) -> _Jacobian:
    if p[2] == 0:
        return q
    if q[2] == 0:
        return p
    x1, y1, z1 = p
    x2, y2, z2 = q
    z1s, z2s = z1 * z1 % _P, z2 * z2 % _P
    u1, u2 = x1 * z2s % _P, x2 * z1s % _P
    s1, s2 = y1 * z2s * z2 % _P, y2 * z1s * z1 % _P
    if u1 == u2:
        return _double(p) if s1 == s2 else (0, 1, 0)
    h, r = (u2 - u1) % _P, (s2 - s1) % _P
    h2 = h * h % _P
    h3 = h * h2 % _P
    u1h2 = u1 * h2 % _P
    nx = (r * r - h3 - 2 * u1h2) % _P
    ny = (r * (u1h2 - nx) - s1 * h3) % _P
    nz = h * z1 * z2 % _P
    return (nx, ny, nz)


def _multiply(k: int, point: tuple[int, int] = _G) -> tuple[int, int]:
    """k·point in affine coordinates (a secret k: made once, on the machine that keeps it)."""
    acc: _Jacobian = (0, 1, 0)
    add: _Jacobian = (point[0], point[1], 1)
    while k:
        if k & 1:
            acc = _add(acc, add)
        add = _double(add)
        k >>= 1
    x, y, z = acc
    if z == 0:
        raise ValueError("the point at infinity")
    zi = pow(z, -1, _P)
    zi2 = zi * zi % _P
    return (x * zi2 % _P, y * zi2 * zi % _P)


def on_curve(point: tuple[int, int]) -> bool:
    x, y = point
    return (y * y - (x * x * x + _A * x + _B)) % _P == 0


def _sign(d: int, message: bytes) -> tuple[int, int]:
    """ECDSA with SHA-256; k from the operating system's random numbers (`secrets`)."""
    e = int.from_bytes(hashlib.sha256(message).digest(), "big")
    while True:
        k = secrets.randbelow(_N - 1) + 1
        r = _multiply(k)[0] % _N
        if r == 0:
            continue
        s = pow(k, -1, _N) * (e + r * d) % _N
        if s != 0:
            return r, s


def verify(public: tuple[int, int], message: bytes, signature: tuple[int, int]) -> bool:
    """ECDSA P-256/SHA-256 verification (the tests check the signatures this module makes)."""
    r, s = signature
    if not (0 < r < _N and 0 < s < _N):
        return False
    e = int.from_bytes(hashlib.sha256(message).digest(), "big")
    w = pow(s, -1, _N)
    p1 = _multiply(e * w % _N)
    p2 = _multiply(r * w % _N, public)
    x, _y, z = _add((p1[0], p1[1], 1), (p2[0], p2[1], 1))
    if z == 0:
        return False
    x = x * pow(z * z, -1, _P) % _P
    return x % _N == r


# ---------------------------------------------------------------- DER, as much as a certificate needs
def _len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def _tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _len(len(body)) + body


def _seq(*parts: bytes) -> bytes:
    return _tlv(0x30, b"".join(parts))


def _int(n: int) -> bytes:
    raw = n.to_bytes(n.bit_length() // 8 + 1, "big")  # one leading zero byte keeps it positive
    while len(raw) > 1 and raw[0] == 0 and raw[1] < 0x80:
        raw = raw[1:]
    return _tlv(0x02, raw)


def _oid(dotted: str) -> bytes:
    nums = [int(x) for x in dotted.split(".")]
    out = bytearray([40 * nums[0] + nums[1]])
    for n in nums[2:]:
        chunk = [n & 0x7F]
        n >>= 7
        while n:
            chunk.append(0x80 | (n & 0x7F))
            n >>= 7
        out += bytes(reversed(chunk))
    return _tlv(0x06, bytes(out))


def _time(t: _dt.datetime) -> bytes:
    if t.year < 2050:  # RFC 5280: UTCTime until 2049, GeneralizedTime from 2050
        return _tlv(0x17, t.strftime("%y%m%d%H%M%SZ").encode())
    return _tlv(0x18, t.strftime("%Y%m%d%H%M%SZ").encode())


def _name(common_name: str) -> bytes:
    return _seq(_tlv(0x31, _seq(_oid("2.5.4.3"), _tlv(0x0C, common_name.encode("utf-8")))))


_EC_PUBLIC_KEY = _seq(_oid("1.2.840.10045.2.1"), _oid("1.2.840.10045.3.1.7"))  # id-ecPublicKey, prime256v1
_ECDSA_SHA256 = _seq(_oid("1.2.840.10045.4.3.2"))


def _point_bytes(point: tuple[int, int]) -> bytes:
    return b"\x04" + point[0].to_bytes(32, "big") + point[1].to_bytes(32, "big")


def _pem(label: str, der: bytes) -> str:
    b64 = base64.b64encode(der).decode("ascii")
    lines = [b64[i:i + 64] for i in range(0, len(b64), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----\n"


def pem_to_der(pem: str, label: str = "CERTIFICATE") -> bytes:
    """The DER bytes of the first PEM block with `label`; ValueError when there is none."""
    begin, end = f"-----BEGIN {label}-----", f"-----END {label}-----"
    start = pem.find(begin)
    stop = pem.find(end, start + 1)
    if start < 0 or stop < 0:
        raise ValueError(f"no {label} in the PEM text")
    return base64.b64decode("".join(pem[start + len(begin):stop].split()), validate=True)


@dataclass(frozen=True)
class Certificate:
    """A certificate and its key as PEM text (what Python's ssl and Qt's QSslCertificate/QSslKey read)."""

    cert_pem: str
    key_pem: str

    @property
    def der(self) -> bytes:
        return pem_to_der(self.cert_pem)

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.der)


def make_self_signed(common_name: str = "Mexican Train", *, days: int = 3650,
                     now: _dt.datetime | None = None) -> Certificate:
    """A new ECDSA P-256 key and a self-signed certificate for it (valid from an hour ago)."""
    d = secrets.randbelow(_N - 1) + 1
    public = _multiply(d)
    now = (now or _dt.datetime.now(_dt.UTC)).replace(microsecond=0)
    tbs = _seq(
        _tlv(0xA0, _int(2)),  # v3
        _int(secrets.randbits(120) | 1 << 120),  # a positive serial of 16 bytes
        _ECDSA_SHA256,
        _name(common_name),
        _seq(_time(now - _dt.timedelta(hours=1)), _time(now + _dt.timedelta(days=days))),
        _name(common_name),
        _seq(_EC_PUBLIC_KEY, _tlv(0x03, b"\x00" + _point_bytes(public))),
        # extensions: basicConstraints (not an authority), so no library takes it for one
        _tlv(0xA3, _seq(_seq(_oid("2.5.29.19"), _tlv(0x01, b"\xff"), _tlv(0x04, _seq())))),
    )
    r, s = _sign(d, tbs)
    cert = _seq(tbs, _ECDSA_SHA256, _tlv(0x03, b"\x00" + _seq(_int(r), _int(s))))
    # SEC 1 ECPrivateKey with its curve and public key (OpenSSL's "EC PRIVATE KEY")
    key = _seq(_int(1), _tlv(0x04, d.to_bytes(32, "big")), _tlv(0xA0, _oid("1.2.840.10045.3.1.7")),
               _tlv(0xA1, _tlv(0x03, b"\x00" + _point_bytes(public))))
    return Certificate(_pem("CERTIFICATE", cert), _pem("EC PRIVATE KEY", key))


# ---------------------------------------------------------------- keeping one, loading one
CERT_NAME = "tls-cert.pem"
KEY_NAME = "tls-key.pem"


def ensure_self_signed(folder: Path, common_name: str = "Mexican Train") -> Certificate:
    """The certificate kept in `folder`, made there the first time (the key readable by its owner only)."""
    folder = Path(folder)
    cert_path, key_path = folder / CERT_NAME, folder / KEY_NAME
    if cert_path.exists() and key_path.exists():
        return load(cert_path, key_path)
    folder.mkdir(parents=True, exist_ok=True)
    made = make_self_signed(common_name)
    _write_private(key_path, made.key_pem)
    _write_private(cert_path, made.cert_pem)
    return made


def _write_private(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def load(cert_path: Path, key_path: Path) -> Certificate:
    """An administrator's certificate (e.g. Let's Encrypt's fullchain.pem) and key, as PEM text.

    Raises ValueError with a plain reason when a file holds no certificate or no key; whether
    the two belong together is checked by the TLS library that loads them."""
    cert_pem = Path(cert_path).read_text(encoding="ascii")
    key_pem = Path(key_path).read_text(encoding="ascii")
    pem_to_der(cert_pem)
    if "PRIVATE KEY-----" not in key_pem:
        raise ValueError(f"{key_path} holds no private key")
    return Certificate(cert_pem, key_pem)


# ---------------------------------------------------------------- fingerprints
FINGERPRINT_WORDS = 6  # 48 bits: see the module docstring


def fingerprint(der: bytes) -> str:
    """The SHA-256 of a certificate's DER bytes, 64 lower-case hex digits (as in an invitation)."""
    return hashlib.sha256(der).hexdigest()


_word_list: tuple[str, ...] | None = None


def word_list() -> tuple[str, ...]:
    """The 256 words (resources/words/fingerprint-words.txt), one per value of a byte."""
    global _word_list
    if _word_list is None:
        text = (resources_dir() / "words" / "fingerprint-words.txt").read_text(encoding="utf-8")
        words = tuple(w.strip() for w in text.splitlines() if w.strip() and not w.startswith("#"))
        if len(words) != 256 or len(set(words)) != 256:
            raise ValueError("the fingerprint word list must hold 256 different words")
        _word_list = words
    return _word_list


def fingerprint_words(fp: str, count: int = FINGERPRINT_WORDS) -> tuple[str, ...]:
    """The first `count` bytes of a fingerprint as words, to compare aloud."""
    raw = bytes.fromhex(fp)
    words = word_list()
    return tuple(words[b] for b in raw[:count])


__all__ = ["CERT_NAME", "FINGERPRINT_WORDS", "KEY_NAME", "Certificate", "ensure_self_signed", "fingerprint",
           "fingerprint_words", "load", "make_self_signed", "on_curve", "pem_to_der", "verify", "word_list"]
