// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// PNG chunks as plain bytes (PNG specification, 3rd edition, sections 5 and 11.3.3): walking a
// file's chunks with every length and CRC checked, inserting chunks before IEND, and building and
// reading compressed iTXt text. Pure functions over bytes; zlib does the CRC and the deflate.

#include <vector>

#include <QByteArray>
#include <QByteArrayView>

#include "core/util/result.h"

namespace drivebench {

/// One chunk: its 4-letter type, its data, and where its length field starts in the file.
struct PngChunk
{
    QByteArray type;
    QByteArray data;
    qsizetype offset = 0;
};

/// Splits a PNG file into its chunks (IHDR ... IEND), checking the signature, that every chunk's
/// length fits the file and stays under 2^31, that every CRC matches, and that IEND ends it.
/// Errors: std::errc::invalid_argument (not a PNG), std::errc::message_size (cut short: a chunk
/// runs past the end or IEND is missing), std::errc::illegal_byte_sequence (damaged: a CRC or a
/// length is wrong). Bytes after IEND are ignored, as decoders do.
Result<std::vector<PngChunk>> pngChunks(QByteArrayView png);

/// The file with `chunks` inserted just before its IEND chunk (the PNG is checked first).
Result<QByteArray> insertPngChunks(QByteArrayView png, const std::vector<PngChunk> &chunks);

/// The bytes of one chunk as it sits in a file: length, type, data, CRC-32 of type and data.
QByteArray encodePngChunk(const PngChunk &chunk);

/// The data of a compressed iTXt chunk (keyword: 1-79 Latin-1 characters; text: UTF-8), with
/// an empty language tag and translated keyword; the text is a zlib datastream (method 0).
QByteArray compressedITxt(QByteArrayView keyword, QByteArrayView utf8Text);
/// The data of a tEXt chunk (keyword and Latin-1 text).
QByteArray plainTExt(QByteArrayView keyword, QByteArrayView latin1Text);

/// An iTXt or tEXt chunk's keyword and (inflated) text.
struct PngText
{
    QByteArray keyword;
    QByteArray text;
};

/// Parses iTXt (inflating compressed text, at most maxTextBytes of it) or tEXt data. Errors:
/// std::errc::illegal_byte_sequence (fields missing, a compression method other than zlib, a
/// zlib stream that does not inflate), std::errc::value_too_large (text over maxTextBytes).
Result<PngText> pngTextChunk(const PngChunk &chunk, qsizetype maxTextBytes);

} // namespace drivebench
