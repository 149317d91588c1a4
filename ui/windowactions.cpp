// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowactions.h"

#include <QAction>
#include <QLayout>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStyle>
#include <QToolBar>

#include "core/version.h"
#include "ui/mainwindow.h"

namespace drivebench::ui {

WindowActions WindowActions::build(QMainWindow *window)
{
    const auto make = [window](const QString &text, QStyle::StandardPixmap icon, const QKeySequence &key) {
        auto *a = new QAction(window->style()->standardIcon(icon), text, window);
        if (!key.isEmpty())
            a->setShortcut(key);
        return a;
    };
    WindowActions a;
    a.start = make(drivebench::ui::MainWindow::tr("&Start"), QStyle::SP_MediaPlay, QKeySequence(Qt::Key_F5));
    a.stop = make(drivebench::ui::MainWindow::tr("S&top"), QStyle::SP_MediaStop, QKeySequence(Qt::Key_Escape));
    a.saveJson = make(drivebench::ui::MainWindow::tr("Save result as &JSON…"), QStyle::SP_DialogSaveButton, QKeySequence(drivebench::ui::MainWindow::tr("Ctrl+S")));
    a.screenshot = make(drivebench::ui::MainWindow::tr("Save &screenshot of results…"), QStyle::SP_FileDialogContentsView,
                        QKeySequence(drivebench::ui::MainWindow::tr("Ctrl+Shift+S")));
    a.windowPicture = make(drivebench::ui::MainWindow::tr("Save picture of the &window…"), QStyle::SP_ComputerIcon, {});
    a.copyText = make(drivebench::ui::MainWindow::tr("&Copy results as text"), QStyle::SP_FileIcon, QKeySequence(drivebench::ui::MainWindow::tr("Ctrl+Shift+C")));
    a.copyPicture = make(drivebench::ui::MainWindow::tr("Copy results &picture"), QStyle::SP_FileDialogDetailedView, {});
    a.copyPicture->setObjectName(QStringLiteral("copyPictureAction"));
    // F5 is Start's alone (QKeySequence::Refresh is F5 too on Linux: one action per key).
    a.refresh = make(drivebench::ui::MainWindow::tr("&Refresh drives"), QStyle::SP_BrowserReload, QKeySequence(drivebench::ui::MainWindow::tr("Ctrl+R")));
    a.health = make(drivebench::ui::MainWindow::tr("Drive &health…"), QStyle::SP_MessageBoxInformation, QKeySequence(drivebench::ui::MainWindow::tr("Ctrl+H")));
    a.trace = make(drivebench::ui::MainWindow::tr("Replay a &trace…"), QStyle::SP_DialogOpenButton, QKeySequence(drivebench::ui::MainWindow::tr("Ctrl+T")));
    a.help = make(drivebench::ui::MainWindow::tr("&What does this mean?"), QStyle::SP_DialogHelpButton, QKeySequence(Qt::Key_F1));
    a.saveJson->setToolTip(drivebench::ui::MainWindow::tr("Save the whole result (every figure, sample and warning) as JSON"));
    a.screenshot->setToolTip(drivebench::ui::MainWindow::tr("Save the result panel as a PNG picture to share"));
    a.copyText->setToolTip(drivebench::ui::MainWindow::tr("Copy the result as CrystalDiskMark-style text, with its warnings"));
    a.refresh->setToolTip(drivebench::ui::MainWindow::tr("Read the drive list again (a drive plugged in or removed) (Ctrl+R)"));
    a.trace->setToolTip(drivebench::ui::MainWindow::tr("Replay a recorded trace (fio iolog or blkparse text) on the test target"));
    a.health->setToolTip(drivebench::ui::MainWindow::tr("Show the drive's SMART / health data, temperature and warnings"));
    auto *quit = new QAction(drivebench::ui::MainWindow::tr("&Quit"), window);
    // Explicit keys, not the platform theme's (which may have none): the help lists these.
    quit->setShortcut(QKeySequence(drivebench::ui::MainWindow::tr("Ctrl+Q")));
    QObject::connect(quit, &QAction::triggered, window, &QWidget::close);
    a.about = new QAction(drivebench::ui::MainWindow::tr("&About DriveBench"), window);
    QObject::connect(a.about, &QAction::triggered, window, [window] {
        QMessageBox::about(window, drivebench::ui::MainWindow::tr("About DriveBench"),
                           drivebench::ui::MainWindow::tr("<p><b>DriveBench %1</b></p><p>A disk benchmark for Linux: sequential and "
                                          "random transfers, latency percentiles and live per-thread charts.</p>"
                                          "<p>MB/s are 10<sup>6</sup> bytes per second.</p>")
                               .arg(QString::fromLatin1(kVersion)));
    });

    QMenuBar *bar = window->menuBar();
    QMenu *file = bar->addMenu(drivebench::ui::MainWindow::tr("&File"));
    file->addActions({a.saveJson, a.screenshot, a.windowPicture});
    file->addSeparator();
    file->addAction(quit);
    QMenu *edit = bar->addMenu(drivebench::ui::MainWindow::tr("&Edit"));
    edit->addActions({a.copyText, a.copyPicture});
    QMenu *bench = bar->addMenu(drivebench::ui::MainWindow::tr("&Benchmark"));
    bench->addActions({a.start, a.stop, a.trace, a.refresh, a.health});
    QMenu *help = bar->addMenu(drivebench::ui::MainWindow::tr("&Help"));
    help->addActions({a.help, a.about});

    // The everyday actions sit in the menu bar's row, at its right: a tool bar of their own would
    // take a row from the result panel (on a 1280×720 screen, with a message and a warning shown,
    // the window no longer fit).
    auto *tools = new QToolBar(drivebench::ui::MainWindow::tr("Main"), bar);
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    const int icon = window->style()->pixelMetric(QStyle::PM_SmallIconSize);
    tools->setIconSize(QSize(icon, icon));
    tools->setMovable(false);
    tools->setFloatable(false);
    tools->setContentsMargins(0, 0, 0, 0);
    tools->layout()->setContentsMargins(0, 0, 0, 0);
    tools->addActions({a.refresh, a.health, a.saveJson, a.screenshot, a.copyText});
    bar->setCornerWidget(tools, Qt::TopRightCorner);
    return a;
}

} // namespace drivebench::ui
