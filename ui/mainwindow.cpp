#include "mainwindow.h"

#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

#include "core/version.h"

namespace drivebench::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("DriveBench %1").arg(QString::fromLatin1(kVersion)));
    setWindowIcon(QIcon(QStringLiteral(":/icons/drivebench.svg")));
    auto *splitter = new QSplitter(this);
    auto *drives = new QListWidget(splitter);
    drives->setObjectName(QStringLiteral("driveList"));
    auto *panel = new QLabel(tr("Select a drive, then click Start."), splitter);
    panel->setAlignment(Qt::AlignCenter);
    splitter->addWidget(drives);
    splitter->addWidget(panel);
    splitter->setStretchFactor(1, 3);
    setCentralWidget(splitter);
    statusBar()->showMessage(tr("Ready"));
    resize(1100, 720);
}

MainWindow::~MainWindow() = default;

} // namespace drivebench::ui
