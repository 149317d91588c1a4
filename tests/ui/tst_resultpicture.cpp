// SPDX-License-Identifier: GPL-3.0-or-later
// The picture is the data: a scripted window run stores its run and saves the result panel, the
// whole window, the comparison and the clipboard picture; each PNG imports as a run whose JSON
// equals the stored run's, and a picture cut short, without its chunk or edited is refused with
// a message and leaves the library as it was.
#include <sys/stat.h>
#include <sys/types.h>

#include <QAction>
#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/pngchunk.h"
#include "core/results/resultimport.h"
#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"
#include "core/results/resultpng.h"
#include "tests/common/sampleruns.h"
#include "tests/common/testdirs.h"
#include "ui/compareview.h"
#include "ui/drivepanel.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/runsettingswidget.h"
#include "ui/screenshot.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

QByteArray jsonText(const RunResult &run)
{
    return QJsonDocument(toJson(run)).toJson(QJsonDocument::Compact);
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TstResultPicture : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QTemporaryDir> m_target; // where the run makes its test file (O_DIRECT)
    std::unique_ptr<MainWindow> m_window;
    qint64 m_storedId = -1;
    QByteArray m_storedJson;

    qsizetype libraryRunCount()
    {
        auto lib = ResultLibrary::open(m_dir.filePath(QStringLiteral("lib.sqlite")));
        return lib ? qsizetype((*lib)->history()->size()) : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
        QSettings().clear();
        m_target = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_resultpicture"));
        QVERIFY2(m_target, qPrintable(testing::directIoRoot().problem));
        m_window = std::make_unique<MainWindow>(SystemRoots{}, nullptr, m_dir.filePath(QStringLiteral("lib.sqlite")));
        MainWindow &w = *m_window;
        w.show();
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        RunSettingsWidget *s = w.runSettings();
        QVERIFY(s->setProfile(QStringLiteral("demo")));
        s->setOps(RunOps::ReadWrite);
        s->setPasses(1);
        s->setDurationS(1);
        s->setWarmupS(0);
        s->setIntervalS(0);
        s->setSizeBytes(16ull << 20);
        QSignalSpy stored(&w, &MainWindow::runStored);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QTRY_COMPARE_WITH_TIMEOUT(stored.size(), 1, 180000);
        m_storedId = stored.first().first().toLongLong();
        auto lib = ResultLibrary::open(m_dir.filePath(QStringLiteral("lib.sqlite")));
        QVERIFY(lib);
        auto run = (*lib)->load(m_storedId);
        QVERIFY(run);
        QVERIFY(!run->tests.empty());
        QVERIFY(!run->tests.front().samples.empty()); // live samples travel too
        m_storedJson = jsonText(*run);
    }

    void everySavedPictureCarriesTheStoredRun_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("result panel") << QStringLiteral("panel");
        QTest::newRow("whole window") << QStringLiteral("window");
        QTest::newRow("clipboard") << QStringLiteral("clipboard");
    }

    void everySavedPictureCarriesTheStoredRun()
    {
        QFETCH(QString, kind);
        MainWindow &w = *m_window;
        const QString file = m_dir.filePath(kind + QStringLiteral(".png"));
        if (kind == QLatin1String("panel")) {
            QVERIFY(w.saveScreenshot(file));
        } else if (kind == QLatin1String("window")) {
            QVERIFY(w.saveWindowPicture(file));
        } else {
            auto *copy = w.findChild<QAction *>(QStringLiteral("copyPictureAction"));
            QVERIFY(copy);
            copy->trigger();
            const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
            QVERIFY(mime && mime->hasFormat(QStringLiteral("image/png")));
            QVERIFY(writeBytes(file, mime->data(QStringLiteral("image/png"))));
        }
        auto read = readResultFile(file);
        QVERIFY2(read, read ? "" : read.error().text().c_str());
        QCOMPARE(read->size(), std::size_t(1));
        QCOMPARE(read->front().source, QStringLiteral("drivebench"));
        QCOMPARE(jsonText(read->front().run), m_storedJson);

        // Imported (as a drop does) into the library that holds the run: recognised as that run
        // and skipped, nothing stored twice (issue 51 #8).
        const qsizetype before = libraryRunCount();
        auto done = w.importRuns({file});
        QVERIFY2(done, done ? "" : done.error().text().c_str());
        QCOMPARE(done->size(), std::size_t(1));
        QVERIFY(done->front().outcome.alreadyStored);
        QCOMPARE(done->front().outcome.id, m_storedId);
        QCOMPARE(libraryRunCount(), before);

        // Into another library it becomes a new run, marked imported, whose JSON is the stored
        // one's; the same picture a second time is that run.
        auto other = ResultLibrary::open(m_dir.filePath(kind + QStringLiteral("-other.sqlite")));
        QVERIFY(other);
        auto runs = readResultFiles({file});
        QVERIFY(runs);
        for (int round = 0; round < 2; ++round) {
            auto stored = storeImported(**other, *runs);
            QVERIFY2(stored, stored ? "" : stored.error().text().c_str());
            QCOMPARE(stored->front().outcome.alreadyStored, round == 1);
            QCOMPARE((*other)->history()->size(), std::size_t(1));
            QCOMPARE((*other)->history()->front().source, QStringLiteral("imported"));
            QCOMPARE(jsonText(*(*other)->load(stored->front().outcome.id)), m_storedJson);
        }
    }

    void comparisonPictureCarriesEveryRun()
    {
        auto lib = ResultLibrary::open(m_dir.filePath(QStringLiteral("lib.sqlite")));
        QVERIFY(lib);
        if ((*lib)->history()->size() < 2)
            QVERIFY((*lib)->store(testing::sampleRun(5)));
        auto history = (*lib)->history();
        QVERIFY(history && history->size() >= 2);
        CompareView view(lib->get());
        view.resize(1000, 700);
        view.show();
        QVERIFY(view.setRuns({history->at(0).id, history->at(1).id}));
        const QString file = m_dir.filePath(QStringLiteral("compare.png"));
        QVERIFY(view.savePng(file));
        auto runs = runsFromPng(readBytes(file), file);
        QVERIFY2(runs, runs ? "" : runs.error().text().c_str());
        QCOMPARE(runs->size(), std::size_t(2));
        QCOMPARE(jsonText(runs->at(0)), jsonText(*(*lib)->load(history->at(0).id)));
        QCOMPARE(jsonText(runs->at(1)), jsonText(*(*lib)->load(history->at(1).id)));

        // Imported back: both runs are recognised as the ones stored, none is stored again.
        const qsizetype before = libraryRunCount();
        auto done = m_window->importRuns({file});
        QVERIFY2(done, done ? "" : done.error().text().c_str());
        QCOMPARE(done->size(), std::size_t(2));
        QVERIFY(done->at(0).outcome.alreadyStored && done->at(1).outcome.alreadyStored);
        QCOMPARE(done->at(0).outcome.id, history->at(0).id);
        QCOMPARE(done->at(1).outcome.id, history->at(1).id);
        QCOMPARE(libraryRunCount(), before);
    }

    void refusedPicturesLeaveTheLibraryAlone_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("words");
        QTest::newRow("cut short") << QStringLiteral("cut") << QStringLiteral("cut short");
        QTest::newRow("chunk removed") << QStringLiteral("strip") << QStringLiteral("no DriveBench result");
        QTest::newRow("edited, CRC fixed") << QStringLiteral("edit") << QStringLiteral("edited");
    }

    void refusedPicturesLeaveTheLibraryAlone()
    {
        QFETCH(QString, damage);
        QFETCH(QString, words);
        const QString good = m_dir.filePath(QStringLiteral("good.png"));
        QVERIFY(m_window->saveScreenshot(good));
        const QByteArray png = readBytes(good);
        QByteArray bad;
        if (damage == QLatin1String("cut")) {
            bad = png.left(png.size() * 2 / 3);
        } else {
            auto chunks = pngChunks(png);
            QVERIFY(chunks);
            bad = png.left(8);
            for (const PngChunk &c : *chunks) {
                const bool ours = c.type == "iTXt" && c.data.startsWith(QByteArray(kPngResultKeyword) + '\0');
                if (!ours) {
                    bad += encodePngChunk(c);
                } else if (damage == QLatin1String("edit")) {
                    QByteArray json = m_storedJson;
                    json.replace("\"schema_version\":", "\"comment_\":0,\"schema_version\":"); // any version
                    QVERIFY(json != m_storedJson);
                    bad += encodePngChunk({"iTXt", compressedITxt(kPngResultKeyword, json), 0});
                }
            }
        }
        const QString file = m_dir.filePath(damage + QStringLiteral("-bad.png"));
        QVERIFY(writeBytes(file, bad));
        const qsizetype before = libraryRunCount();
        // Alongside a good picture: all or nothing.
        auto ids = m_window->importFiles({good, file});
        QVERIFY(!ids);
        const QString text = QString::fromStdString(ids.error().message);
        QVERIFY2(text.contains(words) && text.contains(file), qPrintable(text));
        QCOMPARE(libraryRunCount(), before);
    }

    void droppingFilesImportsThem()
    {
        MainWindow &w = *m_window;
        const QString good = m_dir.filePath(QStringLiteral("drop.png"));
        QVERIFY(w.saveScreenshot(good));
        const QString json = m_dir.filePath(QStringLiteral("drop.json"));
        QVERIFY(w.saveJson(json));
        const auto drop = [&](const QStringList &files) {
            auto *mime = new QMimeData;
            QList<QUrl> urls;
            for (const QString &f : files)
                urls << QUrl::fromLocalFile(f);
            mime->setUrls(urls);
            QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(&w, &enter);
            const bool accepted = enter.isAccepted();
            if (accepted) {
                QDropEvent dropped(QPointF(50, 50), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
                QApplication::sendEvent(&w, &dropped);
            }
            delete mime;
            return accepted;
        };
        const qsizetype before = libraryRunCount();
        // Both files are the run the library holds: named, skipped, nothing stored twice.
        QVERIFY(drop({good, json}));
        QCOMPARE(libraryRunCount(), before);
        const QString said = w.messageBar()->text();
        QVERIFY2(said.contains(QLatin1String("Nothing new to import"))
                     && said.contains(QStringLiteral("drop.png is already in the library as run %1").arg(m_storedId))
                     && said.contains(QStringLiteral("drop.json is already in the library as run %1").arg(m_storedId)),
                 qPrintable(said));

        const QString cut = m_dir.filePath(QStringLiteral("drop-cut.png"));
        QVERIFY(writeBytes(cut, readBytes(good).left(1000)));
        QVERIFY(drop({cut}));
        QCOMPARE(libraryRunCount(), before);
        QVERIFY2(w.messageBar()->text().contains(QLatin1String("Nothing was imported")) && w.messageBar()->text().contains(QLatin1String("cut short")),
                 qPrintable(w.messageBar()->text()));
    }

    // The window's outputs obey the output rule (core/util/outputfile.h): a JSON saved over an
    // existing file replaces it whole (a new inode; a hard link to the old one keeps the old
    // bytes), and a FIFO, a directory or anything under /dev is refused, naming the path, before
    // anything is opened.
    void windowOutputsObeyTheOutputRule()
    {
        MainWindow &w = *m_window;
        const QString json = m_dir.filePath(QStringLiteral("replaced.json"));
        const QString link = m_dir.filePath(QStringLiteral("replaced-link.json"));
        QVERIFY(writeBytes(json, "old contents\n"));
        QVERIFY(::link(QFile::encodeName(json).constData(), QFile::encodeName(link).constData()) == 0);
        struct stat before{}, after{};
        QVERIFY(::stat(QFile::encodeName(json).constData(), &before) == 0);
        const auto saved = w.saveJson(json);
        QVERIFY2(saved, saved ? "" : saved.error().text().c_str());
        QVERIFY(::stat(QFile::encodeName(json).constData(), &after) == 0);
        QVERIFY(after.st_ino != before.st_ino);
        QCOMPARE(readBytes(link), QByteArray("old contents\n"));
        QVERIFY(!QJsonDocument::fromJson(readBytes(json)).isNull());

        const QString fifo = m_dir.filePath(QStringLiteral("pipe"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QString dir = m_dir.filePath(QStringLiteral("folder"));
        QVERIFY(QDir().mkpath(dir));
        for (const QString &path : {fifo, dir, QStringLiteral("/dev/drivebench-test-output.png"),
                                    QStringLiteral("/proc/self/drivebench.png")}) {
            for (int kind = 0; kind < 3; ++kind) {
                const Result<void> r = kind == 0   ? w.saveJson(path)
                                       : kind == 1 ? w.saveScreenshot(path)
                                                   : w.saveWindowPicture(path);
                QVERIFY2(!r, qPrintable(path));
                QVERIFY2(QString::fromStdString(r.error().message).contains(path), r.error().text().c_str());
            }
        }
        struct stat st{};
        QVERIFY(::stat(QFile::encodeName(fifo).constData(), &st) == 0 && S_ISFIFO(st.st_mode));
        QVERIFY(QDir(dir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden));
        QVERIFY(!QFile::exists(QStringLiteral("/dev/drivebench-test-output.png")));
        // Save dialogs start in the user's folders, never the working directory.
        QVERIFY(suggestedSavePath(QStringLiteral("a.png"), SaveFolder::Pictures).endsWith(QStringLiteral("/a.png")));
        QVERIFY(QFileInfo(suggestedSavePath(QStringLiteral("a.png"), SaveFolder::Pictures)).isAbsolute());
        QVERIFY(QFileInfo(suggestedSavePath(QStringLiteral("a.json"), SaveFolder::Documents)).isAbsolute());
    }

    void cleanupTestCase()
    {
        m_window.reset();
        QSettings().clear();
    }
};

QTEST_MAIN(TstResultPicture)
#include "tst_resultpicture.moc"
