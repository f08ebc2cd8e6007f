"""An invitation's link both ways (net/invitation.py): what the lobby copies reads back whole, and a
link from anywhere with a bad address, code or fingerprint is refused whole, with its reason."""
from __future__ import annotations

import pytest

from mextrain.net import invitation as inv

FP = "3f" * 32


def test_a_link_reads_back_whole_for_a_name_an_ipv4_and_an_ipv6_address() -> None:
    for host in ("games.example.org", "203.0.113.5", "2001:db8::7"):
        link = inv.link(host, 47124, "KX7P2M", FP)
        assert link.startswith("mextrain://") and f"fp={FP}" in link
        assert inv.parse(link) == inv.Invitation(host, 47124, "KX7P2M", FP)
    assert inv.parse(f"mextrain://Games.Example.org:5000/kx7-p2m?fp={FP.upper()}") == inv.Invitation(
        "games.example.org", 5000, "KX7P2M", FP)  # as a mail program may spell it



def test_a_link_names_the_table_and_its_host_cleaned_as_the_protocol_cleans_names() -> None:
    """Issue 38, point 19: Join a Table opened by an invitation named neither the table nor the host; the link
    now carries both (percent-encoded), and a name from a link is a name: cleaned, cut, or left out."""
    link = inv.link("203.0.113.5", 47124, "KX7P2M", FP, "Omas Küche & Co", "Олена")
    assert "&t=Omas%20K%C3%BCche%20%26%20Co&h=%D0%9E%D0%BB%D0%B5%D0%BD%D0%B0" in link
    assert inv.parse(link) == inv.Invitation("203.0.113.5", 47124, "KX7P2M", FP, "Omas Küche & Co", "Олена")
    assert inv.parse(inv.link("203.0.113.5", 47124, "KX7P2M", FP)).table == ""  # an older link: no names
    odd = inv.parse(f"mextrain://host:5/KX7P2M?fp={FP}&t=%E2%80%AEevil%07{'x' * 90}&h=%0A%0A")
    assert odd.table == "evil" + "x" * 36 and odd.host_name == ""  # no control or bidi marks, 40 at most
    longest = inv.link("2001:db8::7", 65535, "KX7P2M", FP, "Ж" * 40, "Ж" * 24)
    assert len(longest) <= inv.MAX_LINK and inv.parse(longest).table == "Ж" * 40


@pytest.mark.parametrize(("link", "reason"), [
    ("", "not_a_link"), ("https://example.org/KX7P2M", "not_a_link"), (f"mextrain://a b:1/KX7P2M?fp={FP}", "not_a_link"),
    (f"mextrain://host/KX7P2M?fp={FP}", "bad_address"), (f"mextrain://host:0/KX7P2M?fp={FP}", "bad_address"),
    (f"mextrain://host:99999/KX7P2M?fp={FP}", "bad_address"), (f"mextrain://user@host:5/KX7P2M?fp={FP}", "bad_address"),
    (f"mextrain://-bad-.org:5/KX7P2M?fp={FP}", "bad_address"), (f"mextrain://0.0.0.0:5/KX7P2M?fp={FP}", "bad_address"),
    (f"mextrain://host:5/?fp={FP}", "bad_code"), (f"mextrain://host:5/KX7P2M/../x?fp={FP}", "bad_code"),
    (f"mextrain://host:5/K?fp={FP}", "bad_code"), ("mextrain://host:5/KX7P2M", "bad_fingerprint"),
    ("mextrain://host:5/KX7P2M?fp=abc", "bad_fingerprint"), (f"mextrain://host:5/KX7P2M?fp={FP}&fp={FP}", "bad_fingerprint"),
    (f"mextrain://host:5/KX7P2M?fp={FP}#x", "bad_fingerprint"), ("mextrain://" + "a" * 900, "not_a_link"),
])
def test_a_bad_link_is_refused_whole_with_its_reason(link: str, reason: str) -> None:
    with pytest.raises(inv.InvitationError) as refused:
        inv.parse(link)
    assert refused.value.reason == reason
