// SPDX-License-Identifier: GPL-3.0-or-later
// The profile catalogue names every profile the engine runs (CrystalDiskMark's and the workload
// profiles, the trace replay aside) once, with a human title, a group and a one-line description.
#include <QSet>
#include <QTest>

#include "core/workloads/profilecatalogue.h"
#include "core/workloads/profiles.h"
#include "core/workloads/workloadtests.h"

using namespace drivebench;

class TstProfileCatalogue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyProfileOnce()
    {
        QSet<QString> engine;
        for (const Profile &p : profiles())
            engine.insert(p.name);
        for (const QString &name : workloadProfileNames()) {
            if (name != QLatin1String("trace"))
                engine.insert(name);
        }
        QSet<QString> catalogue;
        for (const ProfileEntry &e : profileCatalogue()) {
            QVERIFY2(!catalogue.contains(e.name), qPrintable(e.name));
            catalogue.insert(e.name);
            QVERIFY2(!e.title.isEmpty() && e.title != e.name, qPrintable(e.name));
            QVERIFY2(!e.description.isEmpty() && !e.description.contains(QLatin1Char('\n')), qPrintable(e.name));
            QVERIFY2(!e.description.contains(QStringLiteral("--")), qPrintable(e.description));
            QVERIFY(!profileGroupName(e.group).isEmpty());
            QCOMPARE(profileEntry(e.name.toUpper()), &e);
        }
        QCOMPARE(catalogue, engine);
    }

    void groupsInOrder()
    {
        // Grouped: a group's profiles are together, the groups in their order.
        int last = -1;
        for (const ProfileEntry &e : profileCatalogue()) {
            QVERIFY2(int(e.group) >= last, qPrintable(e.name));
            last = int(e.group);
        }
        QCOMPARE(profileCatalogue().front().name, QStringLiteral("default"));
    }
};

QTEST_MAIN(TstProfileCatalogue)
#include "tst_profilecatalogue.moc"
