// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultpng.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/results/pngchunk.h"
#include "core/results/resultjson.h"

namespace drivebench {

namespace {

Error named(const QString &name, Error e)
{
    e.message = name.toStdString() + ": " + e.message;
    return e;
}

QByteArray sha256Hex(QByteArrayView bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

} // namespace

bool looksLikePng(QByteArrayView bytes)
{
    return bytes.startsWith(QByteArrayView("\x89PNG\r\n\x1a\n", 8));
}

Result<QByteArray> embedRunsInPng(QByteArrayView png, const std::vector<RunResult> &runs)
{
    std::vector<PngChunk> chunks;
    QByteArray digests;
    for (const RunResult &run : runs) {
        const QByteArray json = QJsonDocument(toJson(run)).toJson(QJsonDocument::Compact);
        chunks.push_back({QByteArrayLiteral("iTXt"), compressedITxt(kPngResultKeyword, json), 0});
        digests += sha256Hex(json) + '\n';
    }
    if (!runs.empty())
        chunks.push_back({QByteArrayLiteral("tEXt"), plainTExt(kPngDigestKeyword, digests), 0});
    return insertPngChunks(png, chunks);
}

Result<std::vector<RunResult>> runsFromPng(QByteArrayView png, const QString &name)
{
    Result<std::vector<PngChunk>> chunks = pngChunks(png);
    if (!chunks)
        return named(name, chunks.error());
    std::vector<QByteArray> texts;
    QList<QByteArray> digests;
    bool haveDigests = false;
    for (const PngChunk &c : *chunks) {
        if (c.type != "iTXt" && c.type != "tEXt")
            continue;
        Result<PngText> text = pngTextChunk(c, kMaxEmbeddedResultBytes);
        if (!text) {
            // Another program's text chunk may be odd; only ours must read.
            if (c.data.startsWith(QByteArray(kPngResultKeyword) + '\0')
                || c.data.startsWith(QByteArray(kPngDigestKeyword) + '\0'))
                return named(name, text.error());
            continue;
        }
        if (c.type == "iTXt" && text->keyword == kPngResultKeyword) {
            texts.push_back(std::move(text->text));
        } else if (text->keyword == kPngDigestKeyword) {
            if (haveDigests)
                return named(name, Error::make(std::errc::bad_message,
                                               "the picture carries two digest chunks: it was edited",
                                               "use the picture as DriveBench saved it"));
            haveDigests = true;
            digests = text->text.split('\n');
            if (!digests.isEmpty() && digests.back().isEmpty())
                digests.removeLast();
        }
    }
    if (texts.empty())
        return named(name, Error::make(std::errc::no_message_available,
                                       "the picture carries no DriveBench result (no \"drivebench-result\" chunk)",
                                       "import a picture saved by DriveBench, as it was saved; "
                                       "forums and chat programs often re-encode pictures, which drops it "
                                       "(share the original file, or the result JSON)"));
    if (!haveDigests || digests.size() != qsizetype(texts.size()))
        return named(name, Error::make(std::errc::bad_message,
                                       "the digest of its DriveBench result is missing: the chunks were edited",
                                       "use the picture as DriveBench saved it"));
    std::vector<RunResult> runs;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        if (sha256Hex(texts[i]) != digests[qsizetype(i)])
            return named(name, Error::make(std::errc::bad_message,
                                           "its DriveBench result does not match its SHA-256 digest: it was edited "
                                           "or damaged after saving",
                                           "use the picture as DriveBench saved it; an edited result cannot be "
                                           "imported"));
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(texts[i], &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject())
            return named(name, Error::make(std::errc::bad_message,
                                           "its DriveBench result is not JSON (byte " + std::to_string(err.offset)
                                               + ": " + err.errorString().toStdString() + ")",
                                           "use the picture as DriveBench saved it"));
        const int version = doc.object().value(QStringLiteral("schema_version")).toInt();
        if (version > kResultSchemaVersion)
            return named(name, Error::make(std::errc::not_supported,
                                           "its result is in format " + std::to_string(version)
                                               + ", newer than this DriveBench reads (up to "
                                               + std::to_string(kResultSchemaVersion) + ")",
                                           "update DriveBench to import it"));
        Result<RunResult> run = runFromJson(doc.object());
        if (!run)
            return named(name, run.error());
        runs.push_back(std::move(*run));
    }
    return runs;
}

} // namespace drivebench
