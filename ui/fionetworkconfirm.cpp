// SPDX-License-Identifier: GPL-3.0-or-later
#include "fionetworkconfirm.h"

#include <QMessageBox>
#include <QPushButton>

namespace drivebench::ui {

QString fioNetworkQuestion(const QString &host)
{
    return QObject::tr("%1 is a fio server on a network address. A fio server asks no password: anyone on that "
              "network who can reach it can run commands there as the server's user, not only DriveBench.\n\n"
              "Safer: bind the server to a unix socket or to 127.0.0.1 on that machine and reach it through "
              "an SSH tunnel, or add the machine as an SSH host.\n\n"
              "Nothing has been sent to it yet.").arg(host);
}

bool confirmFioNetwork(QWidget *parent, const QString &host)
{
    QMessageBox box(QMessageBox::Warning, QObject::tr("A fio server anyone on the network can use"),
                    fioNetworkQuestion(host), QMessageBox::NoButton, parent);
    QPushButton *use = box.addButton(QObject::tr("Use it anyway"), QMessageBox::AcceptRole);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(cancel);
    box.setObjectName(QStringLiteral("fioNetworkConfirm"));
    box.exec();
    return box.clickedButton() == use;
}

} // namespace drivebench::ui
