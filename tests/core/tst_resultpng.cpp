// SPDX-License-Identifier: GPL-3.0-or-later
// Results inside PNG pictures: the chunk code over bytes, the refusals (no chunk, cut short,
// damaged, edited with its CRC fixed, newer format), and `drivebench-cli import` of a picture,
// which stores exactly the embedded run or nothing.
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/pngchunk.h"
#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"
#include "core/results/resultpng.h"
#include "tests/common/sampleruns.h"

using namespace drivebench;

namespace {

/// A real 2x2 RGB PNG built by hand: IHDR, one IDAT (zlib stream of the filtered rows), IEND.
QByteArray tinyPng()
{
    QByteArray ihdr;
    for (int v : {0, 0, 0, 2, 0, 0, 0, 2})
        ihdr.append(char(v));
    ihdr.append(char(8)).append(char(2)).append(char(0)).append(char(0)).append(char(0));
    QByteArray rows;
    for (int y = 0; y < 2; ++y)
        rows.append(char(0)).append(QByteArray(6, char(0x40 * (y + 1))));
    const QByteArray idat = qCompress(rows).mid(4); // qCompress: 4-byte size, then a zlib stream
    return QByteArray("\x89PNG\r\n\x1a\n", 8) + encodePngChunk({"IHDR", ihdr, 0})
           + encodePngChunk({"IDAT", idat, 0}) + encodePngChunk({"IEND", {}, 0});
}

QByteArray jsonText(const RunResult &run)
{
    return QJsonDocument(toJson(run)).toJson(QJsonDocument::Compact);
}

/// The picture with the chunk of the given type and keyword replaced by `data` (CRC recomputed,
/// as a careful editor would), or removed when data is null.
QByteArray withChunk(const QByteArray &png, const QByteArray &type, const QByteArray &keyword,
                     const QByteArray &data)
{
    auto chunks = pngChunks(png);
    QByteArray out = png.left(8);
    for (const PngChunk &c : *chunks) {
        if (c.type == type && c.data.startsWith(keyword + '\0')) {
            if (!data.isNull())
                out += encodePngChunk({type, data, 0});
        } else {
            out += encodePngChunk(c);
        }
    }
    return out;
}

std::errc code(const Error &e) { return std::errc(e.code.value()); }

} // namespace

class TstResultPng : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QByteArray embedded(const std::vector<RunResult> &runs)
    {
        auto png = embedRunsInPng(tinyPng(), runs);
        return png ? *png : QByteArray();
    }

private Q_SLOTS:
    void chunksWalkAndInsertBeforeIend()
    {
        const QByteArray png = tinyPng();
        auto chunks = pngChunks(png);
        QVERIFY2(chunks, chunks ? "" : chunks.error().text().c_str());
        QCOMPARE(chunks->size(), std::size_t(3));
        QCOMPARE(chunks->back().type, QByteArray("IEND"));
        auto more = insertPngChunks(png, {{"tEXt", plainTExt("Comment", "hello"), 0}});
        QVERIFY(more);
        auto after = pngChunks(*more);
        QVERIFY(after);
        QCOMPARE(after->size(), std::size_t(4));
        QCOMPARE(after->at(2).type, QByteArray("tEXt"));
        QCOMPARE(after->back().type, QByteArray("IEND"));
        QVERIFY(more->startsWith(png.left(png.size() - 12))); // IHDR and IDAT untouched
    }

    void resultChunkIsCompressedITxtWithTheExactJson()
    {
        const RunResult run = testing::sampleRun(3);
        const QByteArray png = embedded({run});
        auto chunks = pngChunks(png);
        QVERIFY(chunks);
        int found = 0;
        for (const PngChunk &c : *chunks) {
            if (c.type != "iTXt")
                continue;
            ++found;
            QVERIFY(c.data.startsWith(QByteArray(kPngResultKeyword) + '\0' + char(1) + char(0)));
            auto text = pngTextChunk(c, kMaxEmbeddedResultBytes);
            QVERIFY(text);
            QCOMPARE(text->keyword, QByteArray(kPngResultKeyword));
            QCOMPARE(text->text, jsonText(run));
            QVERIFY(c.data.size() < text->text.size() / 2); // compressed, not stored
        }
        QCOMPARE(found, 1);
    }

    void roundTripIsExact()
    {
        const std::vector<RunResult> runs = {testing::sampleRun(1), testing::sampleRun(2, QStringLiteral("WD Blue"), QStringLiteral("W1"))};
        auto back = runsFromPng(embedded(runs), QStringLiteral("a.png"));
        QVERIFY2(back, back ? "" : back.error().text().c_str());
        QCOMPARE(back->size(), std::size_t(2));
        for (std::size_t i = 0; i < runs.size(); ++i)
            QCOMPARE(jsonText(back->at(i)), jsonText(runs[i]));
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("png");
        QTest::addColumn<int>("errc");
        QTest::addColumn<QString>("words");
        const RunResult run = testing::sampleRun(5);
        const QByteArray good = embedded({run});
        const QByteArray json = jsonText(run);

        QTest::newRow("not a PNG") << QByteArray("{\"schema_version\": 1}") << int(std::errc::invalid_argument)
                                   << QStringLiteral("not a PNG");
        QTest::newRow("no chunk") << tinyPng() << int(std::errc::no_message_available)
                                  << QStringLiteral("no DriveBench result");
        QTest::newRow("chunk removed") << withChunk(withChunk(good, "iTXt", kPngResultKeyword, {}), "tEXt",
                                                    kPngDigestKeyword, {})
                                       << int(std::errc::no_message_available) << QStringLiteral("no DriveBench result");
        for (qsizetype cut : {qsizetype(8), qsizetype(40), good.size() / 2, good.size() - 20, good.size() - 1})
            QTest::addRow("cut short at %lld", qlonglong(cut)) << good.left(cut) << int(std::errc::message_size)
                                                               << QStringLiteral("cut short");
        // One byte flipped inside the compressed result, CRC left as it was.
        {
            auto chunks = pngChunks(good);
            qsizetype at = -1;
            for (const PngChunk &c : *chunks)
                if (c.type == "iTXt")
                    at = c.offset + 8 + c.data.size() / 2;
            QByteArray bad = good;
            bad[at] = char(bad[at] ^ 0x20);
            QTest::newRow("byte flipped") << bad << int(std::errc::illegal_byte_sequence) << QStringLiteral("CRC");
        }
        // A figure edited, the text recompressed and the CRC fixed: the digest gives it away.
        {
            QByteArray edited = json;
            const QByteArray from = QByteArray::number(run.tests[0].iops, 'g', 17).left(6);
            QVERIFY(edited.contains(from));
            edited.replace(edited.indexOf(from), 1, from.at(0) == '9' ? "1" : "9");
            const QByteArray png = withChunk(good, "iTXt", kPngResultKeyword, compressedITxt(kPngResultKeyword, edited));
            QVERIFY(pngChunks(png)); // every CRC is right
            QTest::newRow("edited, CRC fixed") << png << int(std::errc::bad_message) << QStringLiteral("edited");
        }
        QTest::newRow("digest removed") << withChunk(good, "tEXt", kPngDigestKeyword, {}) << int(std::errc::bad_message)
                                        << QStringLiteral("digest");
        QTest::newRow("compressed text not zlib")
            << withChunk(good, "iTXt", kPngResultKeyword,
                         QByteArray(kPngResultKeyword) + QByteArray("\0\1\0\0\0", 5) + "not zlib at all")
            << int(std::errc::illegal_byte_sequence) << QStringLiteral("inflate");
        // A newer result format, digest and CRC right: refused as newer, not as damaged.
        {
            QJsonObject o = toJson(run);
            o.insert(QStringLiteral("schema_version"), kResultSchemaVersion + 1);
            const QByteArray newer = QJsonDocument(o).toJson(QJsonDocument::Compact);
            QByteArray png = withChunk(good, "iTXt", kPngResultKeyword, compressedITxt(kPngResultKeyword, newer));
            png = withChunk(png, "tEXt", kPngDigestKeyword,
                            plainTExt(kPngDigestKeyword, QCryptographicHash::hash(newer, QCryptographicHash::Sha256).toHex() + '\n'));
            QTest::newRow("newer format") << png << int(std::errc::not_supported) << QStringLiteral("newer");
        }
    }

    void refusals()
    {
        QFETCH(QByteArray, png);
        QFETCH(int, errc);
        QFETCH(QString, words);
        auto runs = runsFromPng(png, QStringLiteral("shot.png"));
        QVERIFY(!runs);
        const QString text = QString::fromStdString(runs.error().text());
        QVERIFY2(text.contains(words) && text.startsWith(QLatin1String("shot.png: ")), qPrintable(text));
        QCOMPARE(int(code(runs.error())), errc);
        QVERIFY(!runs.error().hint.empty());
    }

    void inflationIsBounded()
    {
        const QByteArray zeros(4 << 20, '\0');
        const PngChunk c{"iTXt", compressedITxt("k", zeros), 0};
        QVERIFY(c.data.size() < 10000);
        auto small = pngTextChunk(c, 1 << 20);
        QVERIFY(!small);
        QCOMPARE(code(small.error()), std::errc::value_too_large);
        auto enough = pngTextChunk(c, 8 << 20);
        QVERIFY(enough);
        QCOMPARE(enough->text, zeros);
    }

    void cliImportsThePictureExactlyOrNothing()
    {
        const QString cli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");
        QVERIFY2(QFile::exists(cli), "drivebench-cli is not built");
        QVERIFY(m_dir.isValid());
        const QString db = m_dir.filePath(QStringLiteral("lib.sqlite"));
        const RunResult run = testing::sampleRun(7);
        const QByteArray good = embedded({run});
        const QString goodFile = m_dir.filePath(QStringLiteral("good.png"));
        const QString badFile = m_dir.filePath(QStringLiteral("cut.png"));
        for (const auto &[file, bytes] : {std::pair{goodFile, good}, std::pair{badFile, good.left(good.size() - 30)}}) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        QProcess p;
        // A bad picture among good ones: nothing at all enters the library.
        p.start(cli, {QStringLiteral("import"), goodFile, badFile, QStringLiteral("--db"), db});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY(p.exitCode() != 0);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains("cut short") && err.contains("cut.png"), err.constData());
        if (QFile::exists(db)) {
            auto lib = ResultLibrary::open(db);
            QVERIFY(lib);
            QVERIFY((*lib)->history()->empty());
        }
        p.start(cli, {QStringLiteral("import"), goodFile, QStringLiteral("--db"), db, QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonArray imported = QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(QStringLiteral("imported")).toArray();
        QCOMPARE(imported.size(), 1);
        auto lib = ResultLibrary::open(db);
        QVERIFY(lib);
        auto stored = (*lib)->load(imported.at(0).toObject().value(QStringLiteral("id")).toInteger());
        QVERIFY(stored);
        QCOMPARE(jsonText(*stored), jsonText(run));
    }

    // Issue 51 #8: a run already in the library, from whichever source (its JSON, the picture of
    // its result panel, a comparison picture that carries it among others), is named and skipped.
    void importingTheSameRunTwiceKeepsOneCopy()
    {
        const QString cli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");
        QVERIFY2(QFile::exists(cli), "drivebench-cli is not built");
        const QString db = m_dir.filePath(QStringLiteral("twice.sqlite"));
        const RunResult a = testing::sampleRun(11), b = testing::sampleRun(12), c = testing::sampleRun(13);
        const QString json = m_dir.filePath(QStringLiteral("a.json"));
        const QString panel = m_dir.filePath(QStringLiteral("a-panel.png"));
        const QString compare = m_dir.filePath(QStringLiteral("abc-compare.png"));
        for (const auto &[file, bytes] : {std::pair{json, QJsonDocument(toJson(a)).toJson()},
                                          std::pair{panel, embedded({a})},
                                          std::pair{compare, embedded({a, b, c})}}) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(!bytes.isEmpty());
            f.write(bytes);
        }
        struct Row { qint64 id; bool already; };
        const auto importFile = [&](const QString &file) {
            QProcess p;
            p.start(cli, {QStringLiteral("import"), file, QStringLiteral("--db"), db, QStringLiteral("--json")});
            p.waitForFinished(60000);
            std::vector<Row> rows;
            if (p.exitCode() != 0)
                return rows;
            for (const QJsonValue &v : QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(QStringLiteral("imported")).toArray())
                rows.push_back({v.toObject().value(QStringLiteral("id")).toInteger(),
                                v.toObject().value(QStringLiteral("already_stored")).toBool()});
            return rows;
        };
        std::vector<Row> r = importFile(json);
        QCOMPARE(r.size(), std::size_t(1));
        QVERIFY(!r[0].already);
        const qint64 first = r[0].id;
        for (const QString &again : {json, panel}) {
            r = importFile(again);
            QCOMPARE(r.size(), std::size_t(1));
            QVERIFY2(r[0].already, qPrintable(again));
            QCOMPARE(r[0].id, first);
        }
        r = importFile(compare);
        QCOMPARE(r.size(), std::size_t(3));
        QVERIFY(r[0].already && r[0].id == first);
        QVERIFY(!r[1].already && !r[2].already);
        r = importFile(compare);
        QCOMPARE(r.size(), std::size_t(3));
        QVERIFY(r[0].already && r[1].already && r[2].already);
        {
            auto lib = ResultLibrary::open(db);
            QVERIFY(lib);
            const auto history = (*lib)->history();
            QVERIFY(history);
            QCOMPARE(history->size(), std::size_t(3));
            for (const RunSummary &s : *history)
                QCOMPARE(s.source, QStringLiteral("imported")); // History marks them
            // The comment the user edited is not part of a run's identity.
            QVERIFY((*lib)->setComment(first, QStringLiteral("edited later")));
        }
        // The words, without --json.
        QProcess p;
        p.start(cli, {QStringLiteral("import"), panel, QStringLiteral("--db"), db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QByteArray out = p.readAllStandardOutput();
        QVERIFY2(out.contains(QStringLiteral("already in the library as run %1").arg(first).toUtf8()), out.constData());

        // The rule itself: a run with the same start but other figures is another run.
        RunResult other = a;
        other.tests.back().bandwidthBytesPerS += 1e6;
        QVERIFY(sameResult(a, a));
        QVERIFY(!sameResult(a, other));
        // A count past 2^53 (sampleRun's first test has one) is kept exact by the library
        // but travels as a JSON double: the run stored directly is its picture's run.
        QVERIFY(testing::sampleRun(11).tests.front().ios > (1ull << 53));
        {
            auto direct = ResultLibrary::open(m_dir.filePath(QStringLiteral("direct.sqlite")));
            QVERIFY(direct);
            const qint64 stored = *(*direct)->store(a);
            auto pictured = runsFromPng(embedded({*(*direct)->load(stored)}), QStringLiteral("direct.png"));
            QVERIFY(pictured);
            auto found = (*direct)->findSame(pictured->front());
            QVERIFY(found && *found == stored);
        }
        RunResult commented = a;
        commented.comment = QStringLiteral("something else");
        QVERIFY(sameResult(a, commented));
        auto lib = ResultLibrary::open(db);
        QVERIFY(lib);
        auto found = (*lib)->findSame(other);
        QVERIFY(found);
        QVERIFY(!found->has_value());
        auto outcome = (*lib)->storeUnlessStored(other, QStringLiteral("imported"));
        QVERIFY(outcome && !outcome->alreadyStored);
        QCOMPARE((*lib)->history()->size(), std::size_t(4));
    }

    void runIdsStayIntegersWhateverTheImport()
    {
        // Results carrying "id"s of their own (huge, fractional, text, negative) and a picture:
        // the library numbers the runs 1, 2, 3 ..., exact integers in every JSON it prints.
        const QString cli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");
        QVERIFY2(QFile::exists(cli), "drivebench-cli is not built");
        const QString db = m_dir.filePath(QStringLiteral("ids.sqlite"));
        QStringList files;
        const QJsonValue odd[] = {1e300, 2.5, QStringLiteral("run-7"), -42};
        for (const QJsonValue &id : odd) {
            QJsonObject o = toJson(testing::sampleRun(int(files.size()) + 1, QStringLiteral("M"), QStringLiteral("S"), 2));
            o.insert(QStringLiteral("id"), id);
            o.insert(QStringLiteral("run_id"), id);
            const QString f = m_dir.filePath(QStringLiteral("ids-%1.json").arg(files.size()));
            QFile out(f);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QJsonDocument(o).toJson());
            files << f;
        }
        const QString png = m_dir.filePath(QStringLiteral("ids.png"));
        {
            QFile out(png);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(embedded({testing::sampleRun(9)}));
        }
        files << png;
        QProcess p;
        p.start(cli, QStringList{QStringLiteral("import")} + files + QStringList{QStringLiteral("--db"), db, QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QJsonArray imported = QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(QStringLiteral("imported")).toArray();
        QCOMPARE(imported.size(), 5);
        for (int i = 0; i < 5; ++i) {
            const QJsonValue id = imported.at(i).toObject().value(QStringLiteral("id"));
            QVERIFY(id.isDouble());
            QCOMPARE(id.toDouble(), double(i + 1));
        }
        p.start(cli, {QStringLiteral("history"), QStringLiteral("--db"), db, QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QStringList ids;
        for (const QJsonValue &r : QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(QStringLiteral("runs")).toArray()) {
            const QJsonValue id = r.toObject().value(QStringLiteral("id"));
            QVERIFY(id.isDouble() && id.toDouble() == double(id.toInteger()));
            ids << QString::number(id.toInteger());
        }
        ids.sort();
        QCOMPARE(ids, (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5")}));
    }
};

QTEST_GUILESS_MAIN(TstResultPng)
#include "tst_resultpng.moc"
