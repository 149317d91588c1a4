// SPDX-License-Identifier: GPL-3.0-or-later
#include "capacityconfirm.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include "core/runner/runplan.h"
#include "core/util/bytesize.h"
#include "ui/settingwords.h"
#include "ui/mainwindow.h"
#include "ui/units.h"

namespace drivebench::ui {

CapacityConfirmDialog::CapacityConfirmDialog(const QString &device, const QString &description,
                                             QWidget *parent)
    : QDialog(parent), m_device(device), m_name(new QLineEdit(this))
{
    setObjectName(QStringLiteral("capacityConfirmDialog"));
    setWindowTitle(tr("Overwrite the whole device?"));
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    auto *icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(size, size));
    icon->setAlignment(Qt::AlignTop);
    row->addWidget(icon);
    auto *text = new QLabel(
        tr("<p>The capacity check writes test data over <b>every byte of %1</b>%2, then reads it "
           "back. <b>Everything on it is lost</b>: partitions, file systems and files.</p>"
           "<p>To check only the free space and keep the data, cancel and choose a directory on "
           "the drive instead.</p><p>Type <b>%3</b> to confirm:</p>")
            .arg(device.toHtmlEscaped(),
                 description.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(description.toHtmlEscaped()),
                 QFileInfo(device).fileName().toHtmlEscaped()),
        this);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    row->addWidget(text, 1);
    layout->addLayout(row);
    m_name->setObjectName(QStringLiteral("capacityConfirmName"));
    m_name->setPlaceholderText(QFileInfo(device).fileName());
    layout->addWidget(m_name);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_ok = buttons->addButton(tr("Erase and check %1").arg(QFileInfo(device).fileName()),
                              QDialogButtonBox::DestructiveRole);
    m_ok->setObjectName(QStringLiteral("capacityConfirmButton"));
    m_ok->setEnabled(false);
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    layout->addWidget(buttons);
    connect(m_name, &QLineEdit::textChanged, this,
            [this](const QString &t) { m_ok->setEnabled(namesDevice(t, m_device)); });
    connect(m_ok, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

bool CapacityConfirmDialog::namesDevice(const QString &typed, const QString &device)
{
    const QString t = typed.trimmed();
    return !t.isEmpty() && (t == device || t == QFileInfo(device).fileName());
}

bool confirmWholeDeviceWrite(QWidget *parent, const QString &device, const QString &description)
{
    CapacityConfirmDialog dialog(device, description, parent);
    return dialog.exec() == QDialog::Accepted;
}

bool confirmUncheckedUse(QWidget *parent, const QString &device, const QString &why)
{
    QMessageBox box(QMessageBox::Warning, QObject::tr("Write although it may be in use?"),
                    QObject::tr("%1.\n\nA virtual machine, a database or a disk tool of another user may be "
                                "using %2; writing to it would destroy what they see. Go on only if you "
                                "are sure nothing uses it.").arg(why, device),
                    QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("uncheckedUseConfirm"));
    QPushButton *go = box.addButton(QObject::tr("Write to %1").arg(QFileInfo(device).fileName()),
                                    QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == go;
}

QString fileSystemFillText(const QString &directory, const CapacityFillPlan &plan)
{
    // Written once and read back once: twice the bytes pass, at the drive's speed.
    const double moved = 2.0 * double(plan.writeBytes);
    const QString written = formatCapacity(plan.writeBytes);
    QString text = plan.writeBytes == plan.spanBytes
                       ? QObject::tr("The capacity check fills the file system of %1: it writes %2 in files of its own "
                                     "folder, all of its free space (%3) but a reserve of %4, reads them back and "
                                     "removes them.")
                             .arg(directory, written, formatCapacity(plan.freeBytes), formatCapacity(plan.reserveBytes))
                       : QObject::tr("The quick capacity check writes %1 in regions spread over %2 of the free space of "
                                     "%3 (a reserve of %4 stays free), reads them back and removes them.")
                             .arg(written, formatCapacity(plan.spanBytes), directory, formatCapacity(plan.reserveBytes));
    text += QStringLiteral("\n\n")
            + QObject::tr("That takes about %1 at 100 MB/s (a hard disk, a USB stick) and about %2 at 500 MB/s "
                          "(a SATA SSD); slower drives take longer.")
                  .arg(formatDuration(moved / 100e6), formatDuration(moved / 500e6));
    text += QStringLiteral("\n\n")
            + QObject::tr("Meanwhile the file system is nearly full: other programs that write to it may fail. "
                          "Stop ends the check and removes its files.");
    return text;
}

bool confirmFileSystemFill(QWidget *parent, const QString &directory, const CapacityFillPlan &plan)
{
    QMessageBox box(QMessageBox::Question, QObject::tr("Fill the file system?"), fileSystemFillText(directory, plan),
                    QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("fileSystemFillConfirm"));
    QPushButton *go = box.addButton(QObject::tr("Fill and check"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == go;
}

std::optional<WriteRefusal> confirmFill(QWidget *parent, const QString &directory, const RunChoice &choice)
{
    if (choice.profile.compare(QLatin1String("capacity"), Qt::CaseInsensitive) != 0)
        return std::nullopt;
    const Result<CapacityFillPlan> fill = planCapacityFill(directory, choice.workload.capacity);
    if (!fill || confirmFileSystemFill(parent, directory, *fill))
        return std::nullopt;
    return WriteRefusal{false, drivebench::ui::MainWindow::tr("Nothing was written: the capacity check of %1 was not started.").arg(directory),
                        drivebench::ui::MainWindow::tr("Choose the quick check or a larger reserve to write less.")};
}

std::optional<WriteRefusal> confirmDeviceOverwrite(QWidget *parent, const QString &device, const QString &description,
                                                   const DestructiveCheck &gate, RunChoice &choice)
{
    // The capacity check overwrites a whole device: only once the user typed its name (the
    // window's --destructive DEVICE).
    if (!confirmWholeDeviceWrite(parent, device, description))
        return WriteRefusal{false, drivebench::ui::MainWindow::tr("Nothing was written: %1 was not confirmed by name.").arg(device),
                            drivebench::ui::MainWindow::tr("To check it, start again and type its name; to keep its data, "
                                        "choose a directory on it instead.")};
    choice.destructivePath = device;
    // The write gate once now: a device in use is refused before the run starts, and the one
    // refusal a user may override (other users' processes unseen) is asked about.
    const Result<void> allowed = checkDestructiveAllowed(device, gate);
    if (allowed)
        return std::nullopt;
    const QString fix = windowHint(allowed.error());
    if (!isUncheckedUseRefusal(allowed.error()))
        return WriteRefusal{true, windowMessage(allowed.error()), fix};
    if (!confirmUncheckedUse(parent, device, windowMessage(allowed.error())))
        return WriteRefusal{false, drivebench::ui::MainWindow::tr("Nothing was written: whether %1 is in use could not be checked.").arg(device),
                            fix};
    choice.uncheckedUse = UncheckedUse::Accept;
    return std::nullopt;
}

} // namespace drivebench::ui
