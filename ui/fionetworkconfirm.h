// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's confirmation before it talks to a fio server on a network address (issue 50,
// docs/remote.md): `fio --server` has no authentication and runs commands on request
// (exec_prerun, --trigger-remote), so anyone who reaches that address can run commands there as
// the server's user. The window's equivalent of drivebench-cli's --allow-fio-network; a unix
// socket or a loopback server needs no question.

#include <QString>

class QWidget;

namespace drivebench::ui {

/// The question's text, naming the host.
QString fioNetworkQuestion(const QString &host);

/// Asks; true only when the user chose to add the server anyway (the default button refuses).
bool confirmFioNetwork(QWidget *parent, const QString &host);

} // namespace drivebench::ui
