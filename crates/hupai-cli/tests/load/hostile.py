"""Hostile clients beside a load run: slow heads, slow bodies, huge bodies, invalid
JSON and idle connections, as many as asked, for as long as asked, each trying again
a tenth of a second after its last answer (mixed in with real traffic, not a flood
from this machine's own two cores). Prints what each kind got back, so a run shows
they were refused and the server stayed up.

Usage: python3 hostile.py HOST:PORT SECONDS CLIENTS
"""

import socket
import sys
import threading
import time
from collections import Counter

host, port = sys.argv[1].rsplit(":", 1)
seconds = float(sys.argv[2])
clients = int(sys.argv[3])
ends = time.monotonic() + seconds
seen = Counter()
lock = threading.Lock()


def status(sock):
    """The status code of the answer on `sock`, or what happened instead."""
    try:
        line = sock.makefile("rb").readline()
        return line.split()[1].decode() if line else "closed"
    except (OSError, IndexError):
        return "closed"


def connect():
    sock = socket.create_connection((host, int(port)), timeout=30)
    return sock


def slow_head():
    sock = connect()
    sock.sendall(b"POST /v1/check HTTP/1.1\r\nHost: x\r\n")
    time.sleep(8)  # never finishes the head
    return status(sock)


def slow_body():
    sock = connect()
    sock.sendall(b"POST /v1/check HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"ha")
    return status(sock)


def huge_body():
    sock = connect()
    head = b"POST /v1/check HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    sock.sendall(head)
    chunk = b"%x\r\n%s\r\n" % (65536, b" " * 65536)
    try:
        for _ in range(32):  # 2 MiB, past the 1 MiB bound
            sock.sendall(chunk)
    except OSError:
        pass
    return status(sock)


def invalid_json():
    sock = connect()
    body = b'{"hand": "123m", "hands": [1, 2'
    sock.sendall(b"POST /v1/check HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(body), body))
    return status(sock)


def idle():
    sock = connect()
    time.sleep(8)
    return status(sock)


KINDS = [slow_head, slow_body, huge_body, invalid_json, idle]


def client(n):
    kind = KINDS[n % len(KINDS)]
    while time.monotonic() < ends:
        try:
            answer = kind()
        except OSError as error:
            answer = type(error).__name__
        with lock:
            seen[(kind.__name__, answer)] += 1
        time.sleep(0.1)


threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
for (kind, answer), count in sorted(seen.items()):
    print(f"{kind:>13}: {answer} x{count}")
