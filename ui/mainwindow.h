#pragma once

#include <QMainWindow>

namespace drivebench::ui {

/// The main window: drive list, settings, result panel and live charts.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;
};

} // namespace drivebench::ui
