// SPDX-License-Identifier: GPL-3.0-or-later
#include "identifyhex.h"

#include <QFile>
#include <QStringList>

namespace drivebench {

namespace {

// The parser works on views of the text and converts digits itself: a dump is thousands of
// tokens, and a QString per token (and per byte) made it allocation-bound.

int hexValue(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= u'0' && u <= u'9')
        return u - u'0';
    if (u >= u'a' && u <= u'f')
        return u - u'a' + 10;
    if (u >= u'A' && u <= u'F')
        return u - u'A' + 10;
    return -1;
}

bool allHex(QStringView s)
{
    for (QChar c : s) {
        if (hexValue(c) < 0)
            return false;
    }
    return !s.isEmpty();
}

// Pairs of hex digits (the caller has checked they are all hex digits) in order.
void appendBytes(QStringView hex, std::vector<std::uint8_t> &out)
{
    for (qsizetype i = 0; i + 1 < hex.size(); i += 2)
        out.push_back(std::uint8_t(hexValue(hex[i]) << 4 | hexValue(hex[i + 1])));
}

// xxd's hex column with its group spaces (and any other whitespace) left out.
QString withoutWhitespace(QStringView s)
{
    QString out;
    out.reserve(s.size());
    for (QChar c : s) {
        if (!c.isSpace())
            out.append(c);
    }
    return out;
}

} // namespace

Result<std::vector<std::uint8_t>> parseIdentifyHex(const QString &text)
{
    std::vector<std::uint8_t> bytes;
    const QList<QStringView> lines = QStringView(text).split(QLatin1Char('\n'));
    // xxd -p prints runs of 60 hex digits; its last line of a 512-byte dump has 4. One run longer
    // than 4 digits anywhere means the whole dump is bytes in order, not 16-bit words.
    bool byteRuns = false;
    for (QStringView line : lines) {
        const QList<QStringView> tokens = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        bool dataLine = !tokens.isEmpty(), longRun = false;
        for (QStringView t : tokens) {
            const QStringView trimmed = t.trimmed();
            dataLine = dataLine && allHex(trimmed);
            longRun = longRun || trimmed.size() > 4;
        }
        byteRuns = byteRuns || (dataLine && longRun);
    }
    int lineNumber = 0;
    for (QStringView line : lines) {
        ++lineNumber;
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon > 0 && colon < 6 && allHex(line.left(colon))) {
            // CrystalDiskInfo: "000: 0040 3FFF ..." with a decimal word index; words follow.
            line = line.mid(colon + 1);
        } else if (colon > 0 && allHex(line.left(colon))) {
            // xxd: "OFFSET: hex groups  ascii". The ascii column follows two spaces.
            QStringView hex = line.mid(colon + 1);
            const qsizetype ascii = hex.indexOf(QLatin1String("  "), 1);
            if (ascii > 0)
                hex.truncate(ascii);
            const QString joined = withoutWhitespace(hex);
            if (!allHex(joined) || joined.size() % 2) {
                return Error::make(std::errc::invalid_argument,
                                   QStringLiteral("line %1 of the hex dump is not xxd output").arg(lineNumber).toStdString(),
                                   "give the raw binary, or the text of hdparm --Istdout or xxd");
            }
            appendBytes(joined, bytes);
            continue;
        }
        const QList<QStringView> tokens = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        bool hexLine = !tokens.isEmpty();
        for (QStringView t : tokens)
            hexLine = hexLine && allHex(t) && t.size() % 2 == 0;
        if (!hexLine)
            continue; // a header such as "/dev/sda:" or hdparm's SG_IO note
        for (QStringView t : tokens) {
            if (t.size() == 4 && !byteRuns) {
                // A 16-bit word: the device sends the low byte first.
                bytes.push_back(std::uint8_t(hexValue(t[2]) << 4 | hexValue(t[3])));
                bytes.push_back(std::uint8_t(hexValue(t[0]) << 4 | hexValue(t[1])));
            } else {
                appendBytes(t, bytes);
            }
        }
    }
    if (bytes.empty()) {
        return Error::make(std::errc::invalid_argument, "no hex data found in the dump",
                           "give the raw binary, or the text of hdparm --Istdout or xxd");
    }
    return bytes;
}

Result<std::vector<std::uint8_t>> parseIdentifyWords(const QByteArray &text)
{
    std::vector<std::uint8_t> bytes;
    bytes.reserve(512);
    unsigned word = 0;
    int digits = 0;
    auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    for (const char c : text) {
        const int v = nibble(c);
        if (v >= 0) {
            word = (word << 4) | unsigned(v);
            if (++digits > 4)
                break;
            continue;
        }
        if (c != ' ' && c != '\n' && c != '\t' && c != '\r')
            return Error::make(std::errc::invalid_argument, "unexpected character in an identify word dump", {});
        if (digits == 4) {
            bytes.push_back(std::uint8_t(word & 0xff)); // low byte first, as the device sends it
            bytes.push_back(std::uint8_t(word >> 8));
        } else if (digits != 0) {
            break;
        }
        word = 0;
        digits = 0;
    }
    if (digits == 4) {
        bytes.push_back(std::uint8_t(word & 0xff));
        bytes.push_back(std::uint8_t(word >> 8));
    } else if (digits != 0) {
        return Error::make(std::errc::invalid_argument, "an identify word dump has a word that is not 4 hex digits", {});
    }
    return bytes;
}

Result<std::vector<std::uint8_t>> identifyBytesFromFile(const QByteArray &contents)
{
    // Hex text has only printable ASCII and whitespace; anything else is binary.
    bool text = !contents.isEmpty();
    for (char c : contents) {
        const auto u = static_cast<unsigned char>(c);
        if (u > 126 || (u < 32 && c != '\n' && c != '\r' && c != '\t')) {
            text = false;
            break;
        }
    }
    if (!text)
        return std::vector<std::uint8_t>(contents.begin(), contents.end());
    return parseIdentifyHex(QString::fromLatin1(contents));
}

} // namespace drivebench

namespace drivebench {

Result<std::vector<std::uint8_t>> readDumpFile(const QString &path, const char *what)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return Error::make(std::errc::no_such_file_or_directory,
                           QStringLiteral("cannot read %1: %2").arg(path, f.errorString()).toStdString(),
                           std::string("give the path of ") + what);
    }
    if (f.size() > 1 << 20)
        return Error::make(std::errc::file_too_large, (path + QStringLiteral(" is larger than 1 MiB")).toStdString(),
                           std::string("expected ") + what + " (raw binary or its hex text)");
    auto bytes = identifyBytesFromFile(f.readAll());
    if (!bytes) {
        Error e = bytes.error();
        e.message = path.toStdString() + ": " + e.message;
        return e;
    }
    return bytes;
}

} // namespace drivebench
