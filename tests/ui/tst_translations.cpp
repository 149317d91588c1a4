// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped translations are complete: every string lupdate finds in ui/ has a finished German
// and Russian translation, and the compiled catalogues load from the resources.
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include "ui/catalogue.h"

namespace {

struct Catalogue
{
    QSet<QString> finished;   // "context\x1fsource"
    QStringList unfinished;   // "context: source", for the failure message
    bool ok = false;
};

Catalogue readTs(const QString &path)
{
    Catalogue c;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return c;
    QXmlStreamReader xml(&file);
    QString context, source, translation, type;
    bool numerusEmpty = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name"))
                context = xml.readElementText();
            else if (name == QLatin1String("message")) {
                source.clear();
                translation.clear();
                type.clear();
                numerusEmpty = false;
            } else if (name == QLatin1String("source"))
                source = xml.readElementText();
            else if (name == QLatin1String("translation")) {
                type = xml.attributes().value(QLatin1String("type")).toString();
                const bool numerus = false;
                Q_UNUSED(numerus);
                translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            } else if (name == QLatin1String("numerusform")) {
                if (xml.readElementText().trimmed().isEmpty())
                    numerusEmpty = true;
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            const QString key = context + QChar(0x1f) + source;
            if (type.isEmpty() && !translation.trimmed().isEmpty() && !numerusEmpty)
                c.finished.insert(key);
            else if (type != QLatin1String("vanished") && type != QLatin1String("obsolete"))
                c.unfinished << context + QStringLiteral(": ") + source;
        }
    }
    c.ok = !xml.hasError();
    return c;
}

} // namespace

class TstTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void complete_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << QStringLiteral("de");
        QTest::newRow("Russian") << QStringLiteral("ru");
    }

    void complete()
    {
        QFETCH(QString, language);
        const QString source = QStringLiteral(DRIVEBENCH_SOURCE_DIR);
        const Catalogue shipped = readTs(source + QStringLiteral("/translations/drivebench_%1.ts").arg(language));
        QVERIFY2(shipped.ok, "the .ts file is missing or not valid XML");
        QVERIFY2(shipped.unfinished.isEmpty(),
                 qPrintable(QStringLiteral("unfinished: ") + shipped.unfinished.mid(0, 20).join(QStringLiteral("; "))));
        QVERIFY(shipped.finished.size() > 100);

        // What the sources say today: lupdate into a scratch file, then every string must be there.
        const QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
        if (!QFileInfo(lupdate).isExecutable())
            QSKIP("lupdate is not installed: only the shipped files were checked");
        QTemporaryDir dir;
        const QString scratch = dir.filePath(QStringLiteral("scan_%1.ts").arg(language));
        QProcess p;
        p.start(lupdate, {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                          source + QStringLiteral("/ui"),
                          // the warning codes' titles and explanations (context WarningCodes)
                          source + QStringLiteral("/core/results/warningcodes.cpp"), QStringLiteral("-ts"), scratch});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const Catalogue scanned = readTs(scratch);
        QVERIFY(scanned.ok);
        QStringList missing;
        for (const QString &key : scanned.unfinished) {
            const int cut = key.indexOf(QStringLiteral(": "));
            if (!shipped.finished.contains(key.left(cut) + QChar(0x1f) + key.mid(cut + 2)))
                missing << key;
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 strings not translated (run the update_translations target): %2")
                                .arg(missing.size())
                                .arg(missing.mid(0, 20).join(QStringLiteral("; ")))));
    }

    void cataloguesLoad_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("drivebench::ui::MainWindow")
                            << QStringLiteral("Live charts") << QStringLiteral("Live-Diagramme");
        QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("drivebench::ui::ResultPanel")
                            << QStringLiteral("Comment:") << QStringLiteral("Комментарий:");
    }

    void cataloguesLoad()
    {
        QFETCH(QString, language);
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(QString, expected);
        QTranslator t;
        QVERIFY(t.load(QLocale(language), QStringLiteral("drivebench"), QStringLiteral("_"), QStringLiteral(":/i18n")));
        QCOMPARE(t.translate(context.toUtf8().constData(), source.toUtf8().constData()), expected);
    }

    void catalogueForEveryLocale_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("C") << QLocale::c() << QStringLiteral("This run: 1 warning.");
        QTest::newRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates) << QStringLiteral("This run: 1 warning.");
        QTest::newRow("fr (no catalogue)") << QLocale(QLocale::French) << QStringLiteral("This run: 1 warning.");
        QTest::newRow("de") << QLocale(QLocale::German) << QString();
    }

    void catalogueForEveryLocale()
    {
        // What the window installs (app/gui/main.cpp): LC_ALL=C reads English plurals too.
        QFETCH(QLocale, locale);
        QFETCH(QString, expected);
        QTranslator t;
        QVERIFY(drivebench::ui::loadCatalogue(t, locale));
        const QString text = t.translate("drivebench::ui::MainWindow", "This run: %n warning(s).", nullptr, 1)
                                 .replace(QLatin1String("%n"), QLatin1String("1"));
        if (expected.isEmpty()) {
            QVERIFY2(!text.contains(QLatin1String("warning")), qPrintable(text)); // German's own
            QVERIFY(!text.isEmpty());
        } else {
            QCOMPARE(text, expected);
        }
    }

    void englishPlurals()
    {
        // English has its own catalogue for plurals only: "1 test", "2 tests", never "test(s)".
        QTranslator t;
        QVERIFY(t.load(QLocale(QLocale::English), QStringLiteral("drivebench"), QStringLiteral("_"), QStringLiteral(":/i18n")));
        const char *context = "drivebench::ui::MainWindow";
        QCOMPARE(t.translate(context, "Done: %n test(s) in %1", nullptr, 1), QStringLiteral("Done: %n test in %1"));
        QCOMPARE(t.translate(context, "Done: %n test(s) in %1", nullptr, 2), QStringLiteral("Done: %n tests in %1"));
        QCOMPARE(t.translate(context, "This run: %n warning(s).", nullptr, 1), QStringLiteral("This run: %n warning."));
        QCOMPARE(t.translate(context, "Stopped by you after %1 of %n test(s); the completed tests are kept.", nullptr, 1),
                 QStringLiteral("Stopped by you after %1 of %n test; the completed tests are kept."));
    }
};

QTEST_MAIN(TstTranslations)
#include "tst_translations.moc"
