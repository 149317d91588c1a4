# SPDX-License-Identifier: GPL-3.0-or-later
# A simulated drive with power states, for nbdkit's python plugin (Debian: nbdkit-plugin-python):
# reads return zeros; a read that comes after at least THRESHOLD ms without I/O first sleeps the
# exit latency of the deepest step reached, as an NVMe drive that APST put to sleep pays its
# wake-up on the first command. Requests are served one at a time (the idle time is measured
# from the end of one request to the start of the next).
#   nbdkit -U SOCK python wakedrive.py size=64M steps=200:30,1000:80   (ms idle : ms latency)
import time

import nbdkit

API_VERSION = 2

size = 64 * 1024 * 1024
steps = []  # (idle threshold s, exit latency s), increasing
last_end = time.monotonic()


def config(key, value):
    global size, steps
    if key == "size":
        units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
        size = int(value[:-1]) * units[value[-1]] if value[-1] in units else int(value)
    elif key == "steps":
        pairs = [item.split(":") for item in value.split(",") if item]
        steps = sorted((float(idle) / 1000.0, float(lat) / 1000.0) for idle, lat in pairs)
    else:
        raise RuntimeError("unknown parameter %s" % key)


def thread_model():
    return nbdkit.THREAD_MODEL_SERIALIZE_ALL_REQUESTS


def open(readonly):
    return 1


def get_size(h):
    return size


def can_write(h):
    return False


def pread(h, buf, offset, flags):
    global last_end
    idle = time.monotonic() - last_end
    delay = 0.0
    for threshold, latency in steps:
        if idle >= threshold:
            delay = latency
    if delay > 0:
        time.sleep(delay)
    buf[:] = bytearray(len(buf))
    last_end = time.monotonic()
