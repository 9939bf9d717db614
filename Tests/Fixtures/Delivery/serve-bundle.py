#!/usr/bin/env python3
"""A static host for a bundle folder on 127.0.0.1, standing in for a CDN in tests.

Serves GET for files under FOLDER with an ETag (the SHA-256 of the bytes, quoted) and
answers If-None-Match with 304. Control files in FOLDER make it hostile, one path a line:
  .truncate  "PATH": the full Content-Length but only half the body, then the connection closes;
  .huge      "PATH BYTES": BYTES bytes of "a" in 1 MiB writes, whatever the file holds;
  .slow      "PATH SECONDS": the file's body one byte every SECONDS;
  .redirect  "PATH URL": a 302 to URL.
Prints "port N" on the first line of stdout once listening. Exits by itself after
--lifetime seconds, whatever the test does.
"""
import argparse
import hashlib
import http.server
import os
import signal
import socket
import sys
import threading
import time


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
        self.send_response(200)
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


def main():
    # A test stops the server with SIGTERM; the process that started it may have blocked or
    # ignored the signal, and both would be inherited.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=120.0)
    arguments = parser.parse_args()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", arguments.port), Handler)
    server.daemon_threads = True
    server.root = os.path.realpath(arguments.folder)
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
