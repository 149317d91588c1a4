// SPDX-License-Identifier: GPL-3.0-or-later
// A picture to import (readResultFile sniffs the PNG signature and calls runsFromPng): the chunk
// walk with its length and CRC checks, the iTXt/tEXt readers with zlib inflate, the digest check,
// then the result JSON reader. Fuzzed twice per input:
//  1. the bytes as they are, as a stranger's file reaches the product;
//  2. the same bytes repaired as an editor that knows the format would: the signature put in
//     front, every chunk's CRC recomputed, and the digest chunk rewritten to match the result
//     chunks. Without this a mutation almost never gets past the CRC-32 and SHA-256 checks to the
//     text, inflate and JSON code behind them.
// Repairing is the harness's, the product's functions only read (pngChunks would refuse a
// wrong CRC; these are the bytes that get past it).

#include <cstdint>

#include <QCryptographicHash>

#include "core/results/pngchunk.h"
#include "core/results/resultjson.h"
#include "core/results/resultpng.h"
#include "tests/fuzz/fuzzsupport.h"

namespace {

const QByteArray kSignature("\x89PNG\r\n\x1a\n", 8);

std::uint32_t be32(QByteArrayView b, qsizetype at)
{
    return std::uint32_t(std::uint8_t(b[at])) << 24 | std::uint32_t(std::uint8_t(b[at + 1])) << 16
           | std::uint32_t(std::uint8_t(b[at + 2])) << 8 | std::uint32_t(std::uint8_t(b[at + 3]));
}

// The input as a chunk sequence with correct CRCs and a digest chunk that matches its result
// chunks (empty when the input is not even a sequence of whole chunks).
QByteArray repaired(QByteArrayView input)
{
    QByteArrayView body = input.startsWith(kSignature) ? input.sliced(8) : input;
    std::vector<drivebench::PngChunk> chunks;
    qsizetype at = 0;
    while (body.size() - at >= 12) {
        const std::uint32_t length = be32(body, at);
        if (length > std::uint32_t(body.size() - at - 12))
            break;
        chunks.push_back({body.sliced(at + 4, 4).toByteArray(), body.sliced(at + 8, qsizetype(length)).toByteArray(), 0});
        at += 12 + qsizetype(length);
    }
    if (chunks.empty())
        return {};
    QByteArray digests;
    bool haveDigest = false;
    for (const drivebench::PngChunk &c : chunks) {
        if (c.type != "iTXt")
            continue;
        const auto text = drivebench::pngTextChunk(c, 1 << 20);
        if (text && text->keyword == drivebench::kPngResultKeyword)
            digests += QCryptographicHash::hash(text->text, QCryptographicHash::Sha256).toHex() + '\n';
    }
    QByteArray out = kSignature;
    const QByteArray digestPrefix = QByteArray(drivebench::kPngDigestKeyword) + '\0';
    for (drivebench::PngChunk &c : chunks) {
        if (c.type == "tEXt" && c.data.startsWith(digestPrefix) && !haveDigest) {
            c.data = digestPrefix + digests;
            haveDigest = true;
        }
        out += drivebench::encodePngChunk(c);
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    drivebench::fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace drivebench;
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString name = QStringLiteral("picture.png");
    (void)looksLikePng(input);
    (void)runsFromPng(input, name);
    const QByteArray fixed = repaired(input);
    if (!fixed.isEmpty()) {
        if (const auto runs = runsFromPng(fixed, name)) {
            for (const RunResult &run : *runs)
                (void)runFromJson(toJson(run));
        }
    }
    return 0;
}
