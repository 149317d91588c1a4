// SPDX-License-Identifier: GPL-3.0-or-later
#include "pngchunk.h"

#include <cstdint>

#include <zlib.h>

namespace drivebench {

namespace {

constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
constexpr std::uint32_t kMaxChunkLength = 0x7fffffffu; // PNG 5.3: lengths are at most 2^31 - 1

std::uint32_t readBe32(QByteArrayView bytes, qsizetype at)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data()) + at;
    return std::uint32_t(p[0]) << 24 | std::uint32_t(p[1]) << 16 | std::uint32_t(p[2]) << 8 | p[3];
}

void appendBe32(QByteArray &out, std::uint32_t v)
{
    out.append(char(v >> 24)).append(char(v >> 16)).append(char(v >> 8)).append(char(v));
}

std::uint32_t chunkCrc(QByteArrayView type, QByteArrayView data)
{
    uLong crc = crc32(0L, Z_NULL, 0);
    crc = crc32(crc, reinterpret_cast<const Bytef *>(type.data()), uInt(type.size()));
    // crc32_z takes a size_t length (chunks reach 2^31 - 1 bytes); an empty chunk (IEND) may
    // have a null data pointer, which zlib reads as "start over", so it is not passed.
    if (!data.isEmpty())
        crc = crc32_z(crc, reinterpret_cast<const Bytef *>(data.data()), std::size_t(data.size()));
    return std::uint32_t(crc);
}

Error cutShort(const std::string &what)
{
    return Error::make(std::errc::message_size, "the PNG is cut short: " + what,
                       "use the whole file as it was saved (a download or copy that stopped early "
                       "loses the end of the picture)");
}

Error damaged(const std::string &what)
{
    return Error::make(std::errc::illegal_byte_sequence, "the PNG is damaged: " + what,
                       "use the file as it was saved; a copy that was edited or corrupted cannot be "
                       "trusted");
}

/// Inflates a zlib datastream, refusing output past maxBytes (a small chunk can inflate to
/// gigabytes) and a stream that does not end where the data does.
Result<QByteArray> inflateBounded(QByteArrayView in, qsizetype maxBytes)
{
    z_stream zs{};
    if (inflateInit(&zs) != Z_OK)
        return Error::make(std::errc::not_enough_memory, "zlib could not start inflating");
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.data()));
    zs.avail_in = uInt(in.size());
    QByteArray out;
    int rc = Z_OK;
    while (rc == Z_OK) {
        if (out.size() >= maxBytes) {
            inflateEnd(&zs);
            return Error::make(std::errc::value_too_large,
                               "the embedded text inflates past " + std::to_string(maxBytes) + " bytes",
                               "the file was not written by DriveBench");
        }
        const qsizetype step = std::min<qsizetype>(std::max<qsizetype>(in.size() * 4, 64 * 1024),
                                                   maxBytes - out.size());
        const qsizetype used = out.size();
        out.resize(used + step);
        zs.next_out = reinterpret_cast<Bytef *>(out.data() + used);
        zs.avail_out = uInt(step);
        rc = inflate(&zs, Z_NO_FLUSH);
        out.resize(used + step - qsizetype(zs.avail_out));
        if (rc == Z_BUF_ERROR && zs.avail_in == 0)
            break; // input used up before the stream's end
        if (rc == Z_BUF_ERROR)
            rc = Z_OK;
    }
    const bool ended = rc == Z_STREAM_END && zs.avail_in == 0;
    const std::string why = zs.msg ? zs.msg : rc == Z_STREAM_END ? "data after the stream's end" : "the stream ends early";
    inflateEnd(&zs);
    if (!ended)
        return damaged("its compressed text does not inflate (zlib: " + why + ")");
    return out;
}

} // namespace

Result<std::vector<PngChunk>> pngChunks(QByteArrayView png)
{
    if (png.size() < qsizetype(sizeof kSignature)
        || QByteArrayView(reinterpret_cast<const char *>(kSignature), sizeof kSignature) != png.first(sizeof kSignature))
        return Error::make(std::errc::invalid_argument, "the file is not a PNG picture (no PNG signature)",
                           "import a PNG saved by DriveBench, or a result JSON");
    std::vector<PngChunk> chunks;
    qsizetype at = sizeof kSignature;
    for (;;) {
        if (png.size() - at < 12)
            return cutShort(chunks.empty() ? "it ends after the signature"
                                           : "it ends after the " + chunks.back().type.toStdString() + " chunk, before IEND");
        const std::uint32_t length = readBe32(png, at);
        if (length > kMaxChunkLength)
            return damaged("a chunk at byte " + std::to_string(at) + " claims " + std::to_string(length) + " bytes");
        const QByteArrayView type = png.sliced(at + 4, 4);
        for (char c : type) {
            if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')))
                return damaged("the chunk at byte " + std::to_string(at) + " has no valid type");
        }
        if (png.size() - at - 12 < qsizetype(length))
            return cutShort("its " + type.toByteArray().toStdString() + " chunk at byte " + std::to_string(at)
                            + " needs " + std::to_string(length) + " bytes, the file has "
                            + std::to_string(png.size() - at - 12));
        const QByteArrayView data = png.sliced(at + 8, length);
        if (readBe32(png, at + 8 + length) != chunkCrc(type, data))
            return damaged("the CRC of its " + type.toByteArray().toStdString() + " chunk at byte "
                           + std::to_string(at) + " does not match its data");
        chunks.push_back({type.toByteArray(), data.toByteArray(), at});
        at += 12 + qsizetype(length);
        if (type == "IEND")
            return chunks;
    }
}

QByteArray encodePngChunk(const PngChunk &chunk)
{
    QByteArray out;
    out.reserve(chunk.data.size() + 12);
    appendBe32(out, std::uint32_t(chunk.data.size()));
    out.append(chunk.type).append(chunk.data);
    appendBe32(out, chunkCrc(chunk.type, chunk.data));
    return out;
}

Result<QByteArray> insertPngChunks(QByteArrayView png, const std::vector<PngChunk> &chunks)
{
    Result<std::vector<PngChunk>> existing = pngChunks(png);
    if (!existing)
        return existing.error();
    const qsizetype iend = existing->back().offset;
    QByteArray out = png.first(iend).toByteArray();
    for (const PngChunk &c : chunks)
        out.append(encodePngChunk(c));
    out.append(png.sliced(iend));
    return out;
}

QByteArray compressedITxt(QByteArrayView keyword, QByteArrayView utf8Text)
{
    // PNG 11.3.3.4: keyword NUL, compression flag 1, method 0 (zlib), language tag NUL,
    // translated keyword NUL, then the zlib datastream of the text.
    QByteArray data = keyword.toByteArray();
    data.append('\0').append(char(1)).append(char(0)).append('\0').append('\0');
    uLongf size = compressBound(uLong(utf8Text.size()));
    QByteArray z(qsizetype(size), Qt::Uninitialized);
    compress2(reinterpret_cast<Bytef *>(z.data()), &size,
              reinterpret_cast<const Bytef *>(utf8Text.data()), uLong(utf8Text.size()), Z_BEST_COMPRESSION);
    z.resize(qsizetype(size));
    return data + z;
}

QByteArray plainTExt(QByteArrayView keyword, QByteArrayView latin1Text)
{
    return keyword.toByteArray() + '\0' + latin1Text.toByteArray();
}

Result<PngText> pngTextChunk(const PngChunk &chunk, qsizetype maxTextBytes)
{
    const QByteArrayView data(chunk.data);
    const qsizetype keyEnd = data.indexOf('\0');
    if (keyEnd < 1 || keyEnd > 79)
        return damaged("a " + chunk.type.toStdString() + " chunk has no valid keyword");
    PngText text{data.first(keyEnd).toByteArray(), {}};
    if (chunk.type == "tEXt") {
        if (data.size() - keyEnd - 1 > maxTextBytes)
            return Error::make(std::errc::value_too_large, "a text chunk is too large");
        text.text = data.sliced(keyEnd + 1).toByteArray();
        return text;
    }
    if (chunk.type != "iTXt")
        return damaged("a " + chunk.type.toStdString() + " chunk is not a text chunk");
    qsizetype at = keyEnd + 1;
    if (data.size() - at < 2)
        return damaged("the iTXt chunk " + text.keyword.toStdString() + " ends after its keyword");
    const char flag = data[at];
    const char method = data[at + 1];
    at += 2;
    for (int field = 0; field < 2; ++field) { // language tag, translated keyword
        const qsizetype end = data.indexOf('\0', at);
        if (end < 0)
            return damaged("the iTXt chunk " + text.keyword.toStdString() + " lacks its language fields");
        at = end + 1;
    }
    const QByteArrayView body = data.sliced(at);
    if (flag == 0) {
        if (body.size() > maxTextBytes)
            return Error::make(std::errc::value_too_large, "a text chunk is too large");
        text.text = body.toByteArray();
        return text;
    }
    if (flag != 1 || method != 0)
        return damaged("the iTXt chunk " + text.keyword.toStdString() + " has an unknown compression");
    Result<QByteArray> inflated = inflateBounded(body, maxTextBytes);
    if (!inflated)
        return inflated.error();
    text.text = std::move(*inflated);
    return text;
}

} // namespace drivebench
