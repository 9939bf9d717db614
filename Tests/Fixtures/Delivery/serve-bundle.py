#!/usr/bin/env python3
"""A static host for a bundle folder on 127.0.0.1, standing in for a CDN in tests.

Serves GET for files under FOLDER with an ETag (the SHA-256 of the bytes, quoted) and
answers If-None-Match with 304. Control files in FOLDER make it hostile, one path a line:
  .truncate  "PATH": the full Content-Length but only half the body, then the connection closes;
  .huge      "PATH BYTES": BYTES bytes of "a" in 1 MiB writes, whatever the file holds;
  .slow      "PATH SECONDS": the file's body one byte every SECONDS;
  .redirect  "PATH URL": a 302 to URL;
  .gzip      "PATH BYTES": Content-Encoding gzip, whatever the request accepts: BYTES zero bytes
             gzipped (some 1 KiB on the wire per MiB), or with no BYTES the file gzipped, as an
             object store holding precompressed files serves it; "PATH members" the file in three
             gzip members one after the other, "PATH truncated" the file gzipped without its last
             16 bytes, "PATH trailing" the file gzipped and then bytes that are not gzip, "PATH bomb"
             256 MiB of zeros gzipped fast (1.2 MB on the wire), sent in 64 KiB writes 5 ms
             apart: how many bytes went out before the client hung up is appended to
             FOLDER/.sent as "PATH SENT TOTAL".
  .encoding  "PATH CODING": the file as stored, sent with Content-Encoding CODING.
  .negotiate "PATH": the file gzipped when the request's Accept-Encoding names gzip, as
             an honest CDN compresses; as stored otherwise.
With --plain it is python3's own `http.server` instead (SimpleHTTPRequestHandler, as
`python3 -m http.server` runs it): no ETag, Last-Modified from each file's mtime to the second,
304 for an If-Modified-Since at or after it, and none of the control files.
Prints "port N" on the first line of stdout once listening. Exits by itself after
--lifetime seconds, whatever the test does.
"""
import argparse
import functools
import gzip
import hashlib
import http.server
import os
import signal
import socket
import sys
import threading
import time
import zlib


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def setup(self):
        super().setup()
        # Headers and body go out in separate writes; without this, Nagle's algorithm and the
        # client's delayed ACK hold every response for 40 ms, as no CDN would.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        root = self.server.root
        relative = self.path.split("?", 1)[0].lstrip("/")
        if self.hostile(relative):
            return
        path = os.path.realpath(os.path.join(root, relative))
        if not path.startswith(root + os.sep) or not os.path.isfile(path):
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        with open(path, "rb") as handle:
            body = handle.read()
        tag = '"' + hashlib.sha256(body).hexdigest()[:32] + '"'
        immutable = relative.startswith("brands/")
        cache = "public, max-age=31536000, immutable" if immutable else "public, max-age=60"
        if self.headers.get("If-None-Match") == tag:
            self.send_response(304)
            self.send_header("ETag", tag)
            self.send_header("Cache-Control", cache)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        encoding = None
        if relative in self.control(".negotiate") and "gzip" in self.headers.get("Accept-Encoding", ""):
            body = gzip.compress(body)
            encoding = "gzip"
        self.send_response(200)
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Type", "application/json" if path.endswith(".json") else "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", tag)
        self.send_header("Cache-Control", cache)
        self.end_headers()
        if relative in self.truncated():
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        self.wfile.write(body)

    def truncated(self):
        return set(self.control(".truncate"))

    def control(self, name):
        """PATH to the rest of its line, from control file `name`."""
        try:
            with open(os.path.join(self.server.root, name), encoding="utf-8") as handle:
                pairs = (line.strip().split(" ", 1) for line in handle if line.strip())
                return {pair[0]: (pair[1] if len(pair) > 1 else "") for pair in pairs}
        except OSError:
            return {}

    def bomb(self, relative):
        body = self.server.bomb()
        self.send_response(200)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        sent = 0
        try:
            while sent < len(body):
                self.wfile.write(body[sent : sent + (64 << 10)])
                self.wfile.flush()
                sent = min(len(body), sent + (64 << 10))
                time.sleep(0.005)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
        with open(os.path.join(self.server.root, ".sent"), "a", encoding="utf-8") as handle:
            handle.write("%s %d %d\n" % (relative, sent, len(body)))
        return True

    def hostile(self, relative):
        """Answers a path listed in .huge, .slow or .redirect; False for any other path."""
        try:
            if relative in self.control(".redirect"):
                self.send_response(302)
                self.send_header("Location", self.control(".redirect")[relative])
                self.send_header("Content-Length", "0")
                self.end_headers()
                return True
            if relative in self.control(".huge"):
                size = int(self.control(".huge")[relative])
                self.send_response(200)
                self.send_header("Content-Length", str(size))
                self.end_headers()
                chunk = b"a" * (1 << 20)
                sent = 0
                while sent < size:
                    part = chunk[: min(len(chunk), size - sent)]
                    self.wfile.write(part)
                    sent += len(part)
                return True
            if relative in self.control(".gzip") or relative in self.control(".encoding"):
                mode = self.control(".gzip").get(relative, "")
                coding = self.control(".encoding").get(relative, "gzip")
                if mode == "bomb":
                    return self.bomb(relative)
                if mode.isdigit():
                    body = self.server.zeros(int(mode))
                else:
                    with open(os.path.join(self.server.root, relative), "rb") as handle:
                        body = handle.read()
                    third = len(body) // 3
                    if relative in self.control(".encoding"):
                        pass
                    elif mode == "members":
                        body = b"".join(gzip.compress(part) for part in (body[:third], body[third : 2 * third], body[2 * third :]))
                    elif mode == "truncated":
                        body = gzip.compress(body)[:-16]
                    elif mode == "trailing":
                        body = gzip.compress(body) + b"<html>not gzip</html>"
                    else:
                        body = gzip.compress(body)
                self.send_response(200)
                self.send_header("Content-Encoding", coding)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return True
            if relative in self.control(".slow"):
                delay = float(self.control(".slow")[relative])
                with open(os.path.join(self.server.root, relative), "rb") as handle:
                    body = handle.read()
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                for index in range(len(body)):
                    self.wfile.write(body[index : index + 1])
                    self.wfile.flush()
                    time.sleep(delay)
                return True
        except (BrokenPipeError, ConnectionResetError):
            # The client stopped reading: what a bounded client does.
            self.close_connection = True
            return True
        return False


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    compressed = {}

    def bomb(self):
        """256 MiB of zeros at compression level 1: 1.2 MB on the wire, made in half a second."""
        if "bomb" not in self.compressed:
            packer = zlib.compressobj(1, zlib.DEFLATED, 31)
            chunk = bytes(1 << 20)
            self.compressed["bomb"] = b"".join([packer.compress(chunk) for _ in range(256)] + [packer.flush()])
        return self.compressed["bomb"]

    def zeros(self, size):
        """`size` zero bytes gzipped, made once per size."""
        if size not in self.compressed:
            packer = zlib.compressobj(9, zlib.DEFLATED, 31)
            chunk = bytes(1 << 20)
            parts = []
            left = size
            while left > 0:
                parts.append(packer.compress(chunk[: min(len(chunk), left)]))
                left -= len(chunk)
            parts.append(packer.flush())
            self.compressed[size] = b"".join(parts)
        return self.compressed[size]


def main():
    # A test stops the server with SIGTERM; the process that started it may have blocked or
    # ignored the signal, and both would be inherited.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=120.0)
    parser.add_argument("--plain", action="store_true")
    arguments = parser.parse_args()
    if arguments.plain:
        handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=arguments.folder)
        handler.log_message = lambda *_: None
        server = http.server.ThreadingHTTPServer(("127.0.0.1", arguments.port), handler)
    else:
        server = Server(("127.0.0.1", arguments.port), Handler)
    server.root = os.path.realpath(arguments.folder)
    # Bodies of .gzip zeros are made before listening: 2 GiB takes the better part of a minute.
    try:
        with open(os.path.join(server.root, ".gzip"), encoding="utf-8") as handle:
            for line in handle:
                parts = line.split()
                if len(parts) == 2 and parts[1].isdigit():
                    server.zeros(int(parts[1]))
    except OSError:
        pass
    timer = threading.Timer(arguments.lifetime, server.shutdown)
    timer.daemon = True
    timer.start()
    print("port %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    finally:
        server.server_close()
    sys.exit(0)


if __name__ == "__main__":
    main()
