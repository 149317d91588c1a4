# SPDX-License-Identifier: GPL-3.0-or-later
# Include order (docs/architecture.md): within core, a folder includes only its own layer and the
# layers below it: util, stats (0) -> devices, results (1) -> engine, remote (2) -> workloads (3) -> runner (4).
# Nothing in core includes a front end (app/, ui/); ui/ includes nothing of app/ (the command-line
# front end lives in app/cli/). Usage: cmake -DROOT=<source dir> -P include-order.cmake
# Fails (non-zero exit) listing every include that runs against the order.
if(NOT ROOT)
    message(FATAL_ERROR "usage: cmake -DROOT=<source dir> -P include-order.cmake")
endif()

set(rank_util 0)
set(rank_stats 0)
set(rank_version 0) # core/version.h, generated
set(rank_devices 1)
set(rank_results 1)
set(rank_engine 2)
set(rank_remote 2) # other hosts: host names, ssh, the remote drive probe (over devices)
set(rank_workloads 3)
set(rank_runner 4)

set(violations "")
set(scanned 0)

function(layer_of path out)
    # "core/engine/x.h" -> engine; "core/version.h" -> version
    string(REGEX MATCH "^core/([a-z]+)" m "${path}")
    set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE sources RELATIVE ${ROOT}
    ${ROOT}/core/*.h ${ROOT}/core/*.cpp ${ROOT}/ui/*.h ${ROOT}/ui/*.cpp)
foreach(source ${sources})
    math(EXPR scanned "${scanned} + 1")
    file(STRINGS ${ROOT}/${source} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<]")
    if(source MATCHES "^core/")
        layer_of("${source}" from)
        if(NOT DEFINED rank_${from})
            list(APPEND violations "${source}: folder core/${from}/ has no place in the include order (add it to tests/core/include-order.cmake and docs/architecture.md)")
            continue()
        endif()
    endif()
    foreach(line ${lines})
        string(REGEX MATCH "[\"<]([^\">]+)[\">]" m "${line}")
        set(inc "${CMAKE_MATCH_1}")
        if(source MATCHES "^core/")
            if(inc MATCHES "^(app|ui)/")
                list(APPEND violations "${source}: includes the front end ${inc}")
            elseif(inc MATCHES "^core/")
                layer_of("${inc}" to)
                if(NOT DEFINED rank_${to})
                    list(APPEND violations "${source}: includes ${inc} from a folder outside the include order")
                elseif(rank_${to} GREATER rank_${from})
                    list(APPEND violations "${source}: includes ${inc} (core/${to}/ is above core/${from}/)")
                endif()
            endif()
        elseif(source MATCHES "^ui/" AND inc MATCHES "^app/")
            list(APPEND violations "${source}: includes the command-line front end ${inc}")
        endif()
    endforeach()
endforeach()

if(scanned EQUAL 0)
    message(FATAL_ERROR "include-order: no sources found under ${ROOT}/core and ${ROOT}/ui")
endif()
if(violations)
    list(LENGTH violations n)
    string(REPLACE ";" "\n  " text "${violations}")
    message(FATAL_ERROR "include-order: ${n} include(s) against the order:\n  ${text}")
endif()
message(STATUS "include-order: ${scanned} files, every include runs one way")
