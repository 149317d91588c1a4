// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the libFuzzer harnesses share: a scratch directory of the process's own (for the parsers
// that read files by path), a QCoreApplication (the SQLite driver is a plugin), and writing the
// fuzz input to a file there. Nothing here touches a path outside that directory.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <QByteArray>
#include <QString>

namespace drivebench::fuzz {

/// Creates the QCoreApplication and the scratch directory once per process (idempotent).
void initialize(int *argc, char ***argv);
/// The scratch directory (under $TMPDIR), removed with everything in it when the process exits.
const QString &scratchDir();
/// Writes bytes to scratchDir()/relativePath (creating its parent directories); aborts on failure,
/// which is a broken machine, not a finding.
QString writeScratchFile(const QString &relativePath, const std::uint8_t *data, std::size_t size);
QString writeScratchFile(const QString &relativePath, const QByteArray &bytes);
/// Removes path and everything under it, byte for byte (names need not be UTF-8), without
/// following links; aborts when something stays, since a harness that starts from a tree an
/// earlier input left would make findings depend on history. Nothing there: nothing to do.
void removeTree(const std::string &path);
/// Removes scratchDir()/relativePath if it is there.
void removeScratchFile(const QString &relativePath);

/// The records of an input that stands for several files: the parts between "\n--8<--\n"
/// separators, at most maxParts (the last one keeps any further separators). Always at least one.
std::vector<QByteArray> splitRecords(const QByteArray &input, std::size_t maxParts);

} // namespace drivebench::fuzz
