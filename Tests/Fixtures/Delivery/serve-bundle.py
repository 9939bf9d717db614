#!/usr/bin/env python3
"""A static host for a bundle folder on 127.0.0.1, standing in for a CDN in tests.

Serves GET for files under FOLDER with an ETag (the SHA-256 of the bytes, quoted) and
answers If-None-Match with 304. Paths listed one per line in FOLDER/.truncate are sent
with their full Content-Length but only half the body, then the connection is closed.
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
        try:
            with open(os.path.join(self.server.root, ".truncate"), encoding="utf-8") as handle:
                return {line.strip() for line in handle if line.strip()}
        except OSError:
            return set()


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
