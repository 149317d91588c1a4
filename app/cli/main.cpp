// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli: the headless front end. Parses nothing itself: the drivebench_cli library (app/cli/) does.
#include <QCoreApplication>

#include "app/cli/cli.h"
#include "core/version.h"

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("drivebench"));
    QCoreApplication::setOrganizationName(QString::fromLatin1(drivebench::kOrganization));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(drivebench::kVersion));
    return drivebench::cli::run(QCoreApplication::arguments());
}
