// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A switch for tests: Target::open makes the named test file (drivebench-testfile-<pid>-<n>.tmp,
// removed at the end or, after a SIGKILL, by the next start) that filesystems without O_TMPFILE
// get, even where O_TMPFILE works, so that path's removal and recovery are tested on any machine.
// Off unless a test turns it on; the program never does.

namespace drivebench {

void forceNamedTestFiles(bool forced);
bool namedTestFilesForced();

} // namespace drivebench
