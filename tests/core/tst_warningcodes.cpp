// SPDX-License-Identifier: GPL-3.0-or-later
// The one table of warning codes (core/results/warningcodes.h): every code the code base raises
// is in it with a title and an explanation, raised through it, and listed in
// docs/result-format.md's table of warnings, which lists no other.

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include "core/results/warningcodes.h"

using namespace drivebench;

namespace {

QString readSource(const QString &relative)
{
    QFile f(QStringLiteral(DRIVEBENCH_SOURCE_DIR "/") + relative);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// The code text of a source file: each line up to a "//" (comments, and a few URLs, left out).
QString codeOf(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(QLatin1Char('\n')))
        lines << line.left(line.indexOf(QLatin1String("//")));
    return lines.join(QLatin1Char('\n'));
}

QStringList sourcesUnder(const QString &folder)
{
    QStringList out;
    QDirIterator it(QStringLiteral(DRIVEBENCH_SOURCE_DIR "/") + folder, {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    return out;
}

} // namespace

class TstWarningCodes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCodeHasOneRow()
    {
        QSet<QString> names;
        QSet<int> codes;
        for (const WarningCodeInfo &row : warningCodes()) {
            const QString name = QString::fromLatin1(row.name);
            QVERIFY2(!names.contains(name), qPrintable(name));
            names.insert(name);
            codes.insert(int(row.code));
            QVERIFY2(QString::fromUtf8(row.title).size() > 3, qPrintable(name));
            QVERIFY2(QString::fromUtf8(row.explanation).size() > 40, qPrintable(name));
            QCOMPARE(warningCodeName(row.code), name);
            QVERIFY(warningCodeInfo(name) == &row);
        }
        QCOMPARE(codes.size(), int(warningCodes().size()));
        QVERIFY(warningCodeInfo(QStringLiteral("not_a_code")) == nullptr);
    }

    void theDocsListEveryCode()
    {
        const QString docs = readSource(QStringLiteral("docs/result-format.md"));
        const qsizetype from = docs.indexOf(QStringLiteral("## Warnings"));
        QVERIFY(from >= 0);
        const qsizetype to = docs.indexOf(QStringLiteral("\n## "), from + 3);
        const QString section = docs.mid(from, to < 0 ? -1 : to - from);
        static const QRegularExpression row(QStringLiteral(R"(^\| `([a-z0-9_]+)` \| (null|id) \|)"),
                                            QRegularExpression::MultilineOption);
        QSet<QString> listed;
        for (auto it = row.globalMatch(section); it.hasNext();)
            listed.insert(it.next().captured(1));
        QStringList table;
        for (const WarningCodeInfo &r : warningCodes())
            table << QString::fromLatin1(r.name);
        table.sort();
        QStringList documented = listed.values();
        documented.sort();
        QCOMPARE(documented, table);
    }

    void everyWarningIsRaisedThroughTheTable()
    {
        // Whoever builds a RunWarning names its code through WarningCode; a code's name appears as
        // a literal only in the table, so a new code cannot bypass it.
        static const QRegularExpression built(
            QStringLiteral(R"((?<!struct )(?:RunWarning(?:\s+\w+)?\s*\{|warnings\.push_back\(\s*\{|runWarning\()\s*([^\s,]+))"));
        QSet<QString> names;
        for (const WarningCodeInfo &r : warningCodes())
            names.insert(QString::fromLatin1(r.name));
        int constructions = 0;
        QStringList wrong;
        for (const QString &folder : {QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app")}) {
            for (const QString &path : sourcesUnder(folder)) {
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QString code = codeOf(QString::fromUtf8(f.readAll()));
                // The JSON reader rebuilds warnings from a file's codes (any version's).
                const bool reader = path.endsWith(QLatin1String("/core/results/resultjson.cpp"));
                for (auto it = built.globalMatch(code); it.hasNext() && !reader;) {
                    const QString first = it.next().captured(1);
                    ++constructions;
                    if (!first.startsWith(QLatin1String("warningCodeName(")) && !first.startsWith(QLatin1String("WarningCode")))
                        wrong << path + QStringLiteral(": ") + first;
                }
                if (path.endsWith(QLatin1String("/core/results/warningcodes.cpp")))
                    continue;
                for (const QString &name : std::as_const(names))
                    if (code.contains(QLatin1Char('"') + name + QLatin1Char('"')))
                        wrong << path + QStringLiteral(": the literal ") + name;
            }
        }
        QVERIFY2(constructions >= 10, qPrintable(QString::number(constructions)));
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TstWarningCodes)
#include "tst_warningcodes.moc"
