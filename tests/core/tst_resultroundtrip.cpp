// SPDX-License-Identifier: GPL-3.0-or-later
// Round trips of stored results (issue 49): every result file in tests/fixtures/results/ours
// reads into a RunResult and writes back what the code that made the fixtures wrote for it: the
// file itself for a result drivebench-cli wrote (make-fixtures.sh), NAME.expected.json beside a
// hand-made older form. Each fixture stored in a new library loads back the same, and the
// library the fixtures' runs were stored in by that code (library.sqlite) opens, each of its runs
// loading into the JSON of its file.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"

using namespace drivebench;

namespace {

QString fixtureDir()
{
    return QStringLiteral(DRIVEBENCH_FIXTURES "/results/ours");
}

QJsonObject readObject(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

/// The result files, without the expected rewrites.
QStringList resultFiles()
{
    QStringList files;
    for (const QString &name : QDir(fixtureDir()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (!name.endsWith(QLatin1String(".expected.json")))
            files << name;
    }
    return files;
}

/// What writing a fixture back must give: its .expected.json when it has one, else itself.
QJsonObject expectedFor(const QString &name)
{
    const QString expected = fixtureDir() + QLatin1Char('/') + name.chopped(5) + QStringLiteral(".expected.json");
    return readObject(QFile::exists(expected) ? expected : fixtureDir() + QLatin1Char('/') + name);
}

/// Where two JSON values first differ ("tests[3].extra.surface: ..."), empty when they are equal.
QString firstDifference(const QJsonValue &a, const QJsonValue &b, const QString &path)
{
    if (a == b)
        return {};
    if (a.isObject() && b.isObject()) {
        const QJsonObject oa = a.toObject(), ob = b.toObject();
        QStringList keys = oa.keys() + ob.keys();
        keys.removeDuplicates();
        for (const QString &k : keys) {
            if (!oa.contains(k) || !ob.contains(k))
                return QStringLiteral("%1.%2: only in the %3").arg(path, k, oa.contains(k) ? QStringLiteral("rewrite")
                                                                                           : QStringLiteral("expected"));
            const QString d = firstDifference(oa.value(k), ob.value(k), path + QLatin1Char('.') + k);
            if (!d.isEmpty())
                return d;
        }
    }
    if (a.isArray() && b.isArray()) {
        const QJsonArray aa = a.toArray(), ab = b.toArray();
        if (aa.size() != ab.size())
            return QStringLiteral("%1: %2 elements, expected %3").arg(path).arg(aa.size()).arg(ab.size());
        for (qsizetype i = 0; i < aa.size(); ++i) {
            const QString d = firstDifference(aa.at(i), ab.at(i), QStringLiteral("%1[%2]").arg(path).arg(i));
            if (!d.isEmpty())
                return d;
        }
    }
    const auto text = [](const QJsonValue &v) {
        return v.isObject() || v.isArray() ? QStringLiteral("(structure)")
                                           : QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
    };
    return QStringLiteral("%1: %2, expected %3").arg(path, text(a), text(b));
}

} // namespace

class TstResultRoundTrip : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixturesArePresent()
    {
        // The forms: one file per kind of test whose figures differ, and the older forms.
        QVERIFY2(resultFiles().size() >= 10, qPrintable(resultFiles().join(QLatin1Char(' '))));
    }

    void fileWritesBackAsBefore_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &name : resultFiles())
            QTest::newRow(qPrintable(name)) << name;
    }
    void fileWritesBackAsBefore()
    {
        QFETCH(QString, name);
        const QJsonObject file = readObject(fixtureDir() + QLatin1Char('/') + name);
        QVERIFY2(!file.isEmpty(), qPrintable(name));
        Result<RunResult> run = runFromJson(file);
        QVERIFY2(run.has_value(), run ? "" : run.error().message.c_str());
        const QJsonObject rewritten = toJson(*run);
        const QJsonObject expected = expectedFor(name);
        QVERIFY2(rewritten == expected, qPrintable(firstDifference(rewritten, expected, name)));
    }

    void writtenFormsReadWhole()
    {
        // A result drivebench-cli writes says every figure in the typed parts: nothing of it is
        // kept as read (WorkloadFigures::otherKeys and storedWithout are for older and foreign
        // forms), and it writes back the same from the types alone.
        int tests = 0;
        for (const QString &name : resultFiles()) {
            if (name.startsWith(QLatin1String("older-")) || name.startsWith(QLatin1String("foreign-")))
                continue;
            Result<RunResult> run = runFromJson(readObject(fixtureDir() + QLatin1Char('/') + name));
            QVERIFY2(run.has_value(), qPrintable(name));
            for (const TestResult &t : run->tests) {
                QVERIFY2(t.figures.otherKeys.isEmpty() && t.figures.storedWithout.isEmpty(),
                         qPrintable(QStringLiteral("%1 %2 %3: %4 kept as read, %5 left out")
                                        .arg(name, t.id, t.op, t.figures.otherKeys.keys().join(QLatin1Char(',')),
                                             t.figures.storedWithout.join(QLatin1Char(',')))));
                ++tests;
            }
        }
        QVERIFY(tests >= 20);
        // The foreign form keeps its curves as read, and they are still curves.
        Result<RunResult> foreign = runFromJson(readObject(fixtureDir() + QStringLiteral("/foreign-extra-curves.json")));
        QVERIFY(foreign.has_value());
        QCOMPARE(foreign->tests.front().figures.otherKeys.keys(),
                 (QStringList{QStringLiteral("pairs"), QStringLiteral("queue_curve"), QStringLiteral("verdict")}));
    }

    void storedInANewLibraryLoadsBack()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto lib = ResultLibrary::open(dir.filePath(QStringLiteral("roundtrip.sqlite")));
        QVERIFY2(lib.has_value(), lib ? "" : lib.error().message.c_str());
        int stored = 0;
        for (const QString &name : resultFiles()) {
            Result<RunResult> run = runFromJson(readObject(fixtureDir() + QLatin1Char('/') + name));
            QVERIFY2(run.has_value(), qPrintable(name));
            if (measuredNothing(*run))
                continue; // the library keeps no run that measured nothing
            Result<qint64> id = (*lib)->store(*run);
            QVERIFY2(id.has_value(), qPrintable(name + QStringLiteral(": ") + QString::fromStdString(id ? std::string() : id.error().message)));
            Result<RunResult> back = (*lib)->load(*id);
            QVERIFY2(back.has_value(), qPrintable(name));
            const QJsonObject loaded = toJson(*back);
            const QJsonObject expected = expectedFor(name);
            QVERIFY2(loaded == expected, qPrintable(firstDifference(loaded, expected, name)));
            ++stored;
        }
        QVERIFY(stored >= 10);
    }

    void libraryMadeByEarlierCodeOpens()
    {
        // A copy: opening may write (WAL files, a migration), and the fixture stays as made.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QVERIFY(QFile::copy(fixtureDir() + QStringLiteral("/library.sqlite"), path));
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        auto lib = ResultLibrary::open(path, {ResultLibrary::OpenMode::ExistingOnly, 30000});
        QVERIFY2(lib.has_value(), lib ? "" : lib.error().message.c_str());
        Result<std::vector<RunSummary>> runs = (*lib)->history();
        QVERIFY(runs.has_value());
        // Each stored run is one of the files (the same start time), and loads into its JSON.
        std::map<QString, QString> fileByStart;
        for (const QString &name : resultFiles()) {
            const QJsonObject o = readObject(fixtureDir() + QLatin1Char('/') + name);
            fileByStart[o.value(QStringLiteral("started_at")).toString()] = name;
        }
        int matched = 0;
        for (const RunSummary &s : *runs) {
            Result<RunResult> run = (*lib)->load(s.id);
            QVERIFY2(run.has_value(), run ? "" : run.error().message.c_str());
            const QJsonObject loaded = toJson(*run);
            const auto file = fileByStart.find(loaded.value(QStringLiteral("started_at")).toString());
            QVERIFY2(file != fileByStart.end(), qPrintable(loaded.value(QStringLiteral("started_at")).toString()));
            const QJsonObject expected = expectedFor(file->second);
            QVERIFY2(loaded == expected, qPrintable(firstDifference(loaded, expected, file->second)));
            ++matched;
        }
        QVERIFY2(matched >= 10, qPrintable(QString::number(matched)));
    }
};

QTEST_GUILESS_MAIN(TstResultRoundTrip)
#include "tst_resultroundtrip.moc"
