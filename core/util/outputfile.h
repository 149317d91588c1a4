// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Files the user names for output (--json, --fio-job, --export-iolog, identify --save, export -o):
// never a device, a FIFO, a socket or a directory, nothing under /dev (but /dev/shm, a tmpfs),
// /proc or /sys (also through a symlink), and a regular file is replaced whole (a new file in the same directory,
// flushed, then renamed over the old one), never truncated and rewritten in place.

#include <memory>

#include <QByteArray>
#include <QString>

#include "core/util/result.h"

namespace drivebench {

/// Refuses a path an output option must not write; the message names option (the front end's
/// name for it) and path. Checks what is there now (following symlinks) and where the file would land.
Result<void> checkOutputPath(const QString &option, const QString &path);

/// checkOutputPath, then writes bytes to path atomically (write-then-rename).
Result<void> writeOutputFile(const QString &option, const QString &path, const QByteArray &bytes);

/// An output file written by someone else's code into a temporary file beside it (for writers
/// that want a path), then committed by rename; removed unless committed.
class AtomicOutput
{
public:
    ~AtomicOutput();
    AtomicOutput(const AtomicOutput &) = delete;
    AtomicOutput &operator=(const AtomicOutput &) = delete;

    /// checkOutputPath, then a new empty temporary file in path's directory.
    static Result<std::unique_ptr<AtomicOutput>> create(const QString &option, const QString &path);

    /// Where to write now (".NAME.XXXXXX" beside path).
    const QString &temporaryPath() const { return m_temporary; }
    /// Flushes the temporary file and renames it over path (checked again first).
    Result<void> commit();

private:
    AtomicOutput() = default;
    QString m_option;
    QString m_path;
    QString m_temporary;
    bool m_committed = false;
};

} // namespace drivebench
