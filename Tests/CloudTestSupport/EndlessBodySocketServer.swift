import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on a plain TCP socket at 127.0.0.1 that answers every request with status 200
/// and a body without end (64 KiB `x`s at a time), optionally under a `Content-Length` it never
/// reaches.
///
/// It writes with blocking `send` on a small send buffer, so ``bytesSent`` is what the client has
/// taken off the connection (give or take the kernel's socket buffers): a client that stops
/// reading, or closes the connection, stops the count. Hummingbird's body writer cannot show this:
/// it buffers outbound bytes in the server, so its count runs far ahead of the client.
package final class EndlessBodySocketServer: @unchecked Sendable {
    /// The bound port.
    package let port: Int
    private let listener: Int32
    private let declaredLength: Int?
    private let lock = NSLock()
    private var sent = 0
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    private init(port: Int, listener: Int32, declaredLength: Int?) {
        self.port = port
        self.listener = listener
        self.declaredLength = declaredLength
    }

    /// `http://127.0.0.1:<port>`.
    package var base: String { "http://127.0.0.1:\(port)" }

    /// Body bytes sent so far, over all connections.
    package var bytesSent: Int {
        lock.lock()
        defer { lock.unlock() }
        return sent
    }

    /// Listens on a free port and serves connections one at a time on a thread of its own;
    /// `declaredLength` is sent as `Content-Length` (else the body is delimited by the connection).
    package static func start(declaredLength: Int? = nil) throws -> EndlessBodySocketServer {
        let fd = try LoopbackSocket.tcpSocket()
        var address = LoopbackSocket.address(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        let server = EndlessBodySocketServer(
            port: Int(UInt16(bigEndian: address.sin_port)), listener: fd, declaredLength: declaredLength)
        let thread = Thread { server.acceptLoop() }
        thread.start()
        return server
    }

    /// Stops accepting and ends the connection being served; waits for the serving thread.
    package func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        // Shutting the listening socket down wakes the blocked `accept`.
        shutdown(listener, Int32(SHUT_RDWR))
        done.wait()
        close(listener)
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        defer { done.signal() }
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            serve(connection)
            close(connection)
        }
    }

    private func serve(_ connection: Int32) {
        // A small send buffer, so that what is sent is close to what the client has read; and a
        // send that blocks for 5 s (a client that neither reads nor closes) ends the connection.
        var size: Int32 = 16 << 10
        setsockopt(connection, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var wait = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var request = [UInt8](repeating: 0, count: 16 << 10)
        guard recv(connection, &request, request.count, 0) > 0 else { return }
        var head = "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nConnection: close\r\n"
        if let declaredLength { head += "Content-Length: \(declaredLength)\r\n" }
        head += "\r\n"
        guard write(connection, Array(head.utf8)) else { return }
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)
        var total = 0
        while !isStopped, total < 1 << 30, write(connection, chunk) {
            total += chunk.count
            lock.lock()
            sent += chunk.count
            lock.unlock()
        }
    }

    /// Sends all of `bytes`; `false` once the connection is gone.
    private func write(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
                let flags = Int32(MSG_NOSIGNAL)
            #else
                let flags: Int32 = 0
            #endif
            let count = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, flags) }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
