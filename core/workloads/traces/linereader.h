// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads a text file line by line through a fixed 64 KiB buffer: memory stays flat on huge files,
// and a line longer than the limit (a binary file, a corrupt dump) is an error, not an allocation.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <QString>

#include "core/util/result.h"
#include "core/util/uniquefd.h"

namespace drivebench {

class LineReader
{
public:
    static constexpr std::size_t kBufferBytes = 64 * 1024;

    /// Opens path for reading; lines longer than maxLineBytes are errors.
    static Result<LineReader> open(const QString &path, std::size_t maxLineBytes = 4096);

    /// The next line without its "\n" or "\r\n"; false at the end of the file. Valid until the
    /// next call.
    Result<bool> next(std::string_view &line);
    /// 1-based number of the line last returned.
    std::uint64_t lineNumber() const { return m_line; }
    /// Back to the first line.
    Result<void> rewind();
    const QString &path() const { return m_path; }
    /// "PATH: line N: what" as an error, with a hint.
    Error error(const std::string &what, std::string hint = {}) const;

private:
    LineReader() = default;
    Result<void> fill();

    QString m_path;
    UniqueFd m_fd;
    std::vector<char> m_buffer;
    std::size_t m_begin = 0, m_end = 0;
    std::size_t m_maxLine = 4096;
    bool m_eof = false;
    std::uint64_t m_line = 0;
};

/// Parses an unsigned decimal integer that must span the whole token; false on junk or overflow.
bool parseUnsigned(std::string_view token, std::uint64_t &value);
/// Splits on spaces and tabs into at most `max` tokens (the last one keeps the rest); returns count.
int splitTokens(std::string_view line, std::string_view *tokens, int max);

} // namespace drivebench
