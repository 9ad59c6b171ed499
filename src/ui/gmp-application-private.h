/* gmp-application-private.h: application internals shared with the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "core/gmp-board.h"

#include "gmp-application.h"

G_BEGIN_DECLS

/* Translated, for the About window: which of the board's values come from
 * the rules and which are reconstructed, by category, as its file marks
 * them (source="rules" or "reconstructed"), one line each. */
char *_gmp_application_dup_board_credits (const GmpBoard *board);

/* The About window, not yet shown: name, version, website, issue link,
 * credits and the board data's sources. */
GtkWidget *_gmp_application_new_about_window (GtkApplication *app);

G_END_DECLS
