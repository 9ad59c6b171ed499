/* gmp-fuzz.h: what the fuzz harnesses share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each harness defines the two libFuzzer entry points. The same harness is
 * linked either with libFuzzer (clang, -Dfuzzing=true) or with
 * fuzz-replay.c, a plain main that feeds it files, so that the seed corpus
 * and every crash once found (fuzz/regressions/) run as a normal test.
 */

#pragma once

#include <stddef.h>
#include <stdint.h>

#include "core/gmp-board.h"

int  LLVMFuzzerInitialize   (int            *argc,
                             char         ***argv);
int  LLVMFuzzerTestOneInput (const uint8_t  *data,
                             size_t          size);

/* Shared by the harnesses (gmp-fuzz-common.c). */
void gmp_fuzz_setup         (void);
void gmp_fuzz_check_board   (const GmpBoard *board);

/* A failed check is a bug the fuzzer must report: abort() so that libFuzzer
 * saves the input, and the replay test fails. */
#define gmp_fuzz_assert(expr) \
  G_STMT_START { \
    if (G_UNLIKELY (!(expr))) \
      gmp_fuzz_fail (__FILE__, __LINE__, #expr); \
  } G_STMT_END

G_NORETURN void gmp_fuzz_fail (const char *file,
                               int         line,
                               const char *expression);
