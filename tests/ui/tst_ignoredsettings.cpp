// SPDX-License-Identifier: GPL-3.0-or-later
// Settings a profile or a target ignores are disabled with the reason as their tooltip, from one
// table (ui/ignoredsettings.h, issue 51 #9): the capacity check (Tests, Size, Data), small files
// (Size, O_DIRECT), a raw device (Size, Data), the count-based profiles (Duration, Warm-up,
// steady); every setting a profile uses stays enabled with its own tooltip.
#include <QCheckBox>
#include <QComboBox>
#include <QTest>

#include "ui/runsettingswidget.h"

using namespace drivebench::ui;

class TstIgnoredSettings : public QObject
{
    Q_OBJECT

    static QWidget *setting(RunSettingsWidget &w, const char *name)
    {
        auto *found = w.findChild<QWidget *>(QString::fromLatin1(name));
        if (!found)
            qFatal("no setting %s", name);
        return found;
    }

private Q_SLOTS:
    void ignoredSettingsSayWhy_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<bool>("raw");
        QTest::addColumn<QStringList>("disabled"); // "objectName=words of the tooltip"
        const auto row = [](const char *tag, const char *profile, bool raw, QStringList disabled) {
            QTest::newRow(tag) << QString::fromLatin1(profile) << raw << disabled;
        };
        row("default, directory", "default", false, {});
        row("capacity", "capacity", false,
            {QStringLiteral("opsBox=whatever Tests says"), QStringLiteral("sizeBox=fills the free space"),
             QStringLiteral("dataBox=writes its own data"), QStringLiteral("durationBox=fixed number of requests"),
             QStringLiteral("warmupBox=no warm-up pass")});
        row("small files", "smallfiles", false,
            {QStringLiteral("sizeBox=no test file"), QStringLiteral("directBox=through the page cache"),
             QStringLiteral("durationBox=no pass length"), QStringLiteral("warmupBox=no warm-up pass")});
        row("default, raw device", "default", true,
            {QStringLiteral("opsBox=read tests only"), QStringLiteral("sizeBox=whole span"),
             QStringLiteral("dataBox=no data is written")});
        row("trace, raw device", "destroyer", true,
            {QStringLiteral("sizeBox=whole span"), QStringLiteral("dataBox=no data is written"),
             QStringLiteral("durationBox=no pass length"), QStringLiteral("warmupBox=no warm-up pass"),
             QStringLiteral("untilSteadyBox=no timed rounds")});
        row("seek", "seek", false,
            {QStringLiteral("durationBox=no pass length"), QStringLiteral("warmupBox=no warm-up pass")});
    }

    void ignoredSettingsSayWhy()
    {
        QFETCH(QString, profile);
        QFETCH(bool, raw);
        QFETCH(QStringList, disabled);
        RunSettingsWidget w;
        QVERIFY(w.setProfile(profile));
        w.setReadOnly(raw);
        for (const QString &d : disabled) {
            const QString name = d.section(QLatin1Char('='), 0, 0);
            QWidget *s = setting(w, qPrintable(name));
            QVERIFY2(!s->isEnabled(), qPrintable(name + QStringLiteral(" is enabled")));
            QVERIFY2(s->toolTip().contains(d.section(QLatin1Char('='), 1)), qPrintable(name + QStringLiteral(": ") + s->toolTip()));
        }
        // Whatever the table does not name stays usable, its tooltip its own.
        const QString sizeTip = QStringLiteral("Size of the test file");
        for (const char *name : {"sizeBox", "dataBox", "directBox", "durationBox", "warmupBox"}) {
            if (std::any_of(disabled.begin(), disabled.end(),
                            [&](const QString &d) { return d.startsWith(QLatin1String(name) + QLatin1Char('=')); }))
                continue;
            QVERIFY2(setting(w, name)->isEnabled(), name);
        }
        if (!std::any_of(disabled.begin(), disabled.end(), [](const QString &d) { return d.startsWith(QLatin1String("sizeBox")); }))
            QVERIFY(setting(w, "sizeBox")->toolTip().startsWith(sizeTip));
        // Back to the default in a directory: everything enabled again, with its own tooltip.
        w.setReadOnly(false);
        QVERIFY(w.setProfile(QStringLiteral("default")));
        for (const char *name : {"opsBox", "sizeBox", "dataBox", "directBox", "durationBox", "warmupBox", "untilSteadyBox"})
            QVERIFY2(setting(w, name)->isEnabled(), name);
        QVERIFY(setting(w, "sizeBox")->toolTip().startsWith(sizeTip));
    }
};

QTEST_MAIN(TstIgnoredSettings)
#include "tst_ignoredsettings.moc"
