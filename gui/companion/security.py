"""The phone server's security rules, as plain functions and small classes the server applies
(docs/COMPANION.md, "Threat model", says what each one stops).

- Links and device keys (`SeatLinks`): a seat's link carries a random token; the first page that connects
  with it claims the seat and gets a device key instead; the link is dead from then on.  Tokens and keys are
  compared in constant time, live only in memory, and are never logged, printed (except the link itself, to
  the person hosting) or saved.
- Addresses: the server binds one private interface of this machine (loopback when it has none) and talks
  only to peers in private, unique-local or link-local ranges (`peer_allowed`, `choose_address`).
- Limits: sockets in all and per address (`SocketLimits`), messages per second (`RateLimit`).
"""
from __future__ import annotations

import hmac
import ipaddress
import secrets
import socket
import time
from collections import deque
from dataclasses import dataclass

TOKEN_BYTES = 16            # secrets.token_urlsafe(16): 128 bits, 22 URL-safe characters
KEY_BYTES = 32              # a device key: 256 bits, 43 characters

# peers: RFC 1918 private IPv4, IPv4 link-local; IPv6 unique-local (fc00::/7) and link-local
PRIVATE_NETWORKS = tuple(ipaddress.ip_network(n) for n in (
    "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16", "fc00::/7", "fe80::/10"))
# addresses a server may bind: private IPv4 and unique-local IPv6 (a link-local address needs a zone
# index in the URL, which phones' browsers do not take), or loopback
BINDABLE_NETWORKS = tuple(ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
                                                            "fc00::/7"))
# interfaces of containers and virtual machines: a phone is never behind them
VIRTUAL_INTERFACES = ("docker", "br-", "virbr", "veth", "vmnet", "vboxnet", "lxc", "lxd", "podman", "cni",
                      "flannel", "tun", "tap", "wg", "zt")

MAX_SOCKETS = 16            # open TCP connections of the server, page loads and WebSockets together
MAX_SOCKETS_PER_ADDRESS = 8  # a browser loads the page's three files in parallel beside its WebSocket
MAX_WEBSOCKETS = 16
MAX_WEBSOCKETS_PER_ADDRESS = 4
HANDSHAKE_SECONDS = 10.0    # from the TCP connection to the request read; again from the upgrade to hello
MAX_FRAME = 16 * 1024       # bytes of one incoming message
MAX_MESSAGES_PER_SECOND = 20

CSP = "default-src 'self'; connect-src 'self'; script-src 'self'; frame-ancestors 'none'"
HEADERS = {
    "Content-Security-Policy": CSP,
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
}


def _bytes(s) -> bytes:
    return s.encode("utf-8", "surrogatepass") if isinstance(s, str) else b""


def same_secret(given, kept: str | None) -> bool:
    """Constant-time comparison; anything that is not a string never matches."""
    if kept is None or not isinstance(given, str):
        return False
    return hmac.compare_digest(_bytes(given), _bytes(kept))


@dataclass
class _Seat:
    token: str | None = None        # the live link's token, until claimed
    used: list | None = None        # tokens already claimed or replaced: their links answer 403
    key: str | None = None          # the claiming device's key


class Refused(Exception):
    """A credential that opens nothing: `code` is the protocol's error code (docs/COMPANION.md)."""

    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


class SeatLinks:
    """Tokens and device keys of the seats that may use a phone.  Used from the server's thread only."""

    def __init__(self):
        self.seats: dict[int, _Seat] = {}

    def issue(self, seat: int) -> str:
        """A new link token for `seat`: any earlier link and device key of the seat stop working."""
        s = self.seats.setdefault(seat, _Seat(used=[]))
        if s.token is not None:
            s.used.append(s.token)
        s.token, s.key = secrets.token_urlsafe(TOKEN_BYTES), None
        return s.token

    def revoke(self, seat: int) -> None:
        """Take the seat back: its device key and its link stop working."""
        s = self.seats.get(seat)
        if s is not None:
            if s.token is not None:
                s.used.append(s.token)
            s.token = s.key = None

    def link_state(self, token) -> str:
        """"open" (a live link), "claimed" (a link already used or replaced) or "unknown"."""
        state = "unknown"
        for s in self.seats.values():       # every seat compared, matched or not
            if same_secret(token, s.token):
                state = "open"
            for old in s.used:
                if same_secret(token, old):
                    state = "claimed"
        return state

    def claim(self, token) -> tuple[int, str]:
        """(seat, new device key) for a live link, which dies; Refused("claimed" / "unknown-link")."""
        found = None
        for seat, s in self.seats.items():
            if same_secret(token, s.token):
                found = seat
        if found is None:
            raise Refused("claimed" if self.link_state(token) == "claimed" else "unknown-link")
        s = self.seats[found]
        s.used.append(s.token)
        s.token, s.key = None, secrets.token_urlsafe(KEY_BYTES)
        return found, s.key

    def unclaim(self, seat: int, token: str, key: str) -> None:
        """Undo a claim whose device never heard of its key (the socket closed before the welcome went out):
        the link works again for the next page that opens it."""
        s = self.seats.get(seat)
        if s is not None and same_secret(key, s.key) and s.used and same_secret(token, s.used[-1]):
            s.used.pop()
            s.token, s.key = token, None

    def seat_of_key(self, key) -> int:
        found = None
        for seat, s in self.seats.items():
            if same_secret(key, s.key):
                found = seat
        if found is None:
            raise Refused("unknown-key")
        return found

    def claimed(self, seat: int) -> bool:
        s = self.seats.get(seat)
        return s is not None and s.key is not None


# ----- addresses ---------------------------------------------------------------------------------------
def _ip(host: str):
    try:
        ip = ipaddress.ip_address(str(host).split("%", 1)[0])
    except ValueError:
        return None
    if ip.version == 6 and ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    return ip


def peer_allowed(host: str) -> bool:
    """A peer in a private IPv4 range, an IPv6 unique-local or link-local range, or this machine."""
    ip = _ip(host)
    return ip is not None and (ip.is_loopback or any(ip in n for n in PRIVATE_NETWORKS))


def bindable(host: str) -> bool:
    ip = _ip(host)
    return ip is not None and (ip.is_loopback or any(ip in n for n in BINDABLE_NETWORKS))


def _linux_addresses() -> list[tuple[str, str]]:
    """(interface, address) of this machine on Linux, read without sending anything."""
    out = []
    try:
        import fcntl
        import struct
        for _, name in socket.if_nameindex():
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                try:
                    packed = fcntl.ioctl(s.fileno(), 0x8915, struct.pack("256s", name.encode()[:15]))  # SIOCGIFADDR
                except OSError:
                    continue
                out.append((name, socket.inet_ntoa(packed[20:24])))
    except (ImportError, OSError, AttributeError):
        pass
    try:
        with open("/proc/net/if_inet6", encoding="ascii") as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 6:
                    hexaddr = parts[0]
                    out.append((parts[5], str(ipaddress.ip_address(bytes.fromhex(hexaddr)))))
    except (OSError, ValueError):
        pass
    return out


def _route_source(family, probe: str) -> str | None:
    """The address this machine would send from towards `probe` (a documentation address): a UDP socket's
    connect only looks the route up, it sends no packet."""
    try:
        with socket.socket(family, socket.SOCK_DGRAM) as s:
            s.connect((probe, 9))
            return s.getsockname()[0]
    except OSError:
        return None


def local_addresses() -> list[tuple[str, str]]:
    """(interface or "", address) of this machine, the default route's source first."""
    found = []
    for family, probe in ((socket.AF_INET, "198.51.100.1"), (socket.AF_INET6, "2001:db8::1")):
        src = _route_source(family, probe)
        if src:
            found.append(("", src))
    found += _linux_addresses()
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None):
            found.append(("", info[4][0]))
    except OSError:
        pass
    seen, out = set(), []
    for iface, addr in found:
        if addr not in seen:
            seen.add(addr)
            out.append((iface, addr))
    return out


def choose_address(addresses: list[tuple[str, str]] | None = None) -> str:
    """The one interface to serve phones on: the first private IPv4 address of a real interface (the
    default route's first), else a unique-local IPv6 one, else loopback.  Never 0.0.0.0."""
    addresses = local_addresses() if addresses is None else addresses
    usable = [a for i, a in addresses if not i.startswith(VIRTUAL_INTERFACES) and bindable(a)
              and not _ip(a).is_loopback]
    for version in (4, 6):
        for a in usable:
            if _ip(a).version == version:
                return a
    return "127.0.0.1"


def host_port(address: str, port: int) -> str:
    """address:port as it appears in a URL and in the Host header ([v6]:port)."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


def host_ok(header, address: str, port: int) -> bool:
    """The Host header names exactly the served address and port (a page reached under another name, as a
    DNS-rebinding page is, gets nothing)."""
    if not isinstance(header, str):
        return False
    allowed = {host_port(address, port).lower()}
    if port == 80:
        allowed.add(host_port(address, port).rsplit(":", 1)[0].lower())
    return header.strip().lower() in allowed


def origin_ok(header, address: str, port: int) -> bool:
    return isinstance(header, str) and header.strip().lower() == "http://" + host_port(address, port).lower()


# ----- limits ------------------------------------------------------------------------------------------
class RateLimit:
    """At most `limit` events in any `window` seconds (a sliding window)."""

    def __init__(self, limit: int = MAX_MESSAGES_PER_SECOND, window: float = 1.0, clock=time.monotonic):
        self.limit, self.window, self.clock = limit, window, clock
        self.times: deque = deque()

    def allow(self) -> bool:
        now = self.clock()
        while self.times and now - self.times[0] >= self.window:
            self.times.popleft()
        if len(self.times) >= self.limit:
            return False
        self.times.append(now)
        return True


class SocketLimits:
    """Counts open connections in all and per peer address."""

    def __init__(self, total: int, per_address: int):
        self.total, self.per_address = total, per_address
        self.by_address: dict[str, int] = {}

    def count(self) -> int:
        return sum(self.by_address.values())

    def take(self, address: str) -> bool:
        if self.count() >= self.total or self.by_address.get(address, 0) >= self.per_address:
            return False
        self.by_address[address] = self.by_address.get(address, 0) + 1
        return True

    def give_back(self, address: str) -> None:
        n = self.by_address.get(address, 0) - 1
        if n > 0:
            self.by_address[address] = n
        else:
            self.by_address.pop(address, None)
