// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one table of warning codes (RunWarning::code, docs/result-format.md's list): each code's
// title and what it means, in English marked for translation (context "WarningCodes": the window
// shows QCoreApplication::translate("WarningCodes", ...)). Whoever raises a warning names its
// code through WarningCode; the warnings view, the help and tst_warningcodes read this table.

#include <span>

#include <QString>

namespace drivebench {

/// A warning a run can carry.
enum class WarningCode {
    BtrfsCow,
    BtrfsCompression,
    DmCrypt,
    NoODirect,
    UsbBridge,
    LowFreeSpace,
    SmallTestFile,
    ForeignIo,
    AboveLinkCeiling,
    LinkBound,
    UnfairThreads,
    ApstPause,
    RemoteLeftoverRemoved,
    IoUringFeaturesRefused,
    FioServerFinalOnly,
};

struct WarningCodeInfo
{
    WarningCode code;
    const char *name;        ///< as results record it: "btrfs_cow"
    const char *title;       ///< short, for people: "Copy-on-write btrfs" (translatable)
    const char *explanation; ///< what it does to the figures and what to do (translatable)
};

/// Every code, in the order the help explains them.
std::span<const WarningCodeInfo> warningCodes();
/// The row of code.
const WarningCodeInfo &warningCodeInfo(WarningCode code);
/// The row of a recorded name; nullptr for a name this version does not know.
const WarningCodeInfo *warningCodeInfo(const QString &name);
/// The name results record: "btrfs_cow".
QString warningCodeName(WarningCode code);

} // namespace drivebench
