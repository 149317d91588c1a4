// SPDX-License-Identifier: GPL-3.0-or-later
#include "linereader.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>

namespace drivebench {

Result<LineReader> LineReader::open(const QString &path, std::size_t maxLineBytes)
{
    LineReader r;
    r.m_path = path;
    r.m_maxLine = std::min(maxLineBytes, kBufferBytes - 1);
    const QByteArray native = path.toLocal8Bit();
    r.m_fd = UniqueFd(::open(native.constData(), O_RDONLY | O_CLOEXEC));
    if (!r.m_fd)
        return Error::fromErrno(errno, "cannot open trace " + path.toStdString(),
                                "check the path and that you may read it");
    r.m_buffer.resize(kBufferBytes);
    return r;
}

Error LineReader::error(const std::string &what, std::string hint) const
{
    return Error::make(std::errc::invalid_argument,
                       m_path.toStdString() + ": line " + std::to_string(m_line) + ": " + what,
                       std::move(hint));
}

Result<void> LineReader::fill()
{
    if (m_begin > 0) {
        std::memmove(m_buffer.data(), m_buffer.data() + m_begin, m_end - m_begin);
        m_end -= m_begin;
        m_begin = 0;
    }
    while (m_end < m_buffer.size()) {
        const ssize_t n = ::read(m_fd.get(), m_buffer.data() + m_end, m_buffer.size() - m_end);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return Error::fromErrno(errno, "cannot read trace " + m_path.toStdString(),
                                    "check the file and the disk it is on");
        }
        if (n == 0) {
            m_eof = true;
            break;
        }
        m_end += std::size_t(n);
        break;
    }
    return {};
}

Result<bool> LineReader::next(std::string_view &line)
{
    for (;;) {
        const char *start = m_buffer.data() + m_begin;
        const std::size_t available = m_end - m_begin;
        const auto *nl = static_cast<const char *>(std::memchr(start, '\n', available));
        const std::size_t length = nl ? std::size_t(nl - start) : available;
        if (length > m_maxLine) {
            ++m_line;
            return error("longer than " + std::to_string(m_maxLine) + " bytes",
                         "is this a text trace? Binary blktrace files must be converted with "
                         "blkparse first");
        }
        if (nl || (m_eof && available > 0)) {
            ++m_line;
            std::string_view view(start, length);
            if (!view.empty() && view.back() == '\r')
                view.remove_suffix(1);
            m_begin += nl ? length + 1 : length;
            line = view;
            return true;
        }
        if (m_eof)
            return false;
        if (auto filled = fill(); !filled)
            return filled.error();
    }
}

Result<void> LineReader::rewind()
{
    if (::lseek(m_fd.get(), 0, SEEK_SET) < 0)
        return Error::fromErrno(errno, "cannot rewind trace " + m_path.toStdString(),
                                "use a regular file, not a pipe");
    m_begin = m_end = 0;
    m_eof = false;
    m_line = 0;
    return {};
}

bool parseUnsigned(std::string_view token, std::uint64_t &value)
{
    if (token.empty())
        return false;
    const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
    return ec == std::errc() && end == token.data() + token.size();
}

int splitTokens(std::string_view line, std::string_view *tokens, int max)
{
    int count = 0;
    std::size_t i = 0;
    while (count < max) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        if (i >= line.size())
            break;
        if (count == max - 1) {
            std::size_t end = line.size();
            while (end > i && (line[end - 1] == ' ' || line[end - 1] == '\t'))
                --end;
            tokens[count++] = line.substr(i, end - i);
            break;
        }
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ' && line[j] != '\t')
            ++j;
        tokens[count++] = line.substr(i, j - i);
        i = j;
    }
    return count;
}

} // namespace drivebench
