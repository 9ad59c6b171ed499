/* gmp-cli.h: what the ginormopod-cli commands share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A command is one file (gmp-cli-NAME.c) defining a GmpCliCommand, plus one
 * row in the table in gmp-cli-main.c and one line in meson.build.
 */

#pragma once

#include <json-glib/json-glib.h>

#include "core/gmp-core.h"

G_BEGIN_DECLS

typedef enum {
  GMP_CLI_EXIT_OK    = 0,
  GMP_CLI_EXIT_ERROR = 1,   /* a rules or validation error, or anything wrong with a file;
                             * the message is on stderr */
  GMP_CLI_EXIT_USAGE = 2,   /* an unknown command, a missing or bad argument */
} GmpCliExit;

typedef struct _GmpCliCommand GmpCliCommand;

struct _GmpCliCommand {
  const char *name;
  const char *parameters;   /* "SCENARIO OUT" for --help; translatable (N_) */
  const char *summary;      /* one line for the command list; translatable (N_) */
  /* argv[0] is the command's name; returns a GmpCliExit. */
  int       (*run)          (const GmpCliCommand *command,
                             int                  argc,
                             char               **argv);
};

/* One per command file. */
extern const GmpCliCommand gmp_cli_command_validate;
extern const GmpCliCommand gmp_cli_command_show;
extern const GmpCliCommand gmp_cli_command_new;
extern const GmpCliCommand gmp_cli_command_render;
extern const GmpCliCommand gmp_cli_command_moves;
extern const GmpCliCommand gmp_cli_command_move;
extern const GmpCliCommand gmp_cli_command_odds;
extern const GmpCliCommand gmp_cli_command_combat;
extern const GmpCliCommand gmp_cli_command_next;
extern const GmpCliCommand gmp_cli_command_play;
extern const GmpCliCommand gmp_cli_command_balance;
extern const GmpCliCommand gmp_cli_command_log;
extern const GmpCliCommand gmp_cli_command_undo;
extern const GmpCliCommand gmp_cli_command_redo;
extern const GmpCliCommand gmp_cli_command_replay;

/* Parses the command's options (entries may be NULL; --json is offered when
 * json is not NULL) and checks that between min_args and max_args positional
 * arguments are left in argv[1..]. FALSE: stop and return *exit_code (0 after
 * --help, 2 on bad usage). */
gboolean  gmp_cli_parse            (const GmpCliCommand *command,
                                    const GOptionEntry  *entries,
                                    gboolean            *json,
                                    int                 *argc,
                                    char              ***argv,
                                    int                  min_args,
                                    int                  max_args,
                                    int                 *exit_code);

/* Prints "ginormopod-cli: message" on stderr. */
void      gmp_cli_printerr         (const char          *format,
                                    ...) G_GNUC_PRINTF (1, 2);
/* Prints the error and returns its exit code: usage errors give 2, others 1.
 * An error a file caused is never GMP_ERROR_USAGE (gmp_cli_load() sees to
 * it), so it exits 1. */
int       gmp_cli_fail             (const GError        *error);
int       gmp_cli_usage_error      (const GmpCliCommand *command,
                                    const char          *format,
                                    ...) G_GNUC_PRINTF (2, 3);

/* What the user typed, as a message quotes it: at most GMP_QUOTE_MAX_CHARS
 * characters, nothing a terminal would obey (gmp_quote_excerpt()). The
 * string lives until the command ends (one command runs per process). */
const char *gmp_cli_quote          (const char          *text);

/* A unit as its counter names it, then the id the commands take for it
 * (--units, --hits, --retreat): "Ant 1 #0". The app names units without
 * the id (gmp_combat_unit_label(), issue 16). */
char       *gmp_cli_unit_label     (const GmpState      *state,
                                    guint                id);

/* An option's value that must be a whole number from min to max: digits
 * only, no sign, no space (issue 19: "-5" is no step). FALSE with *status
 * set (a usage error naming the option and the range) otherwise. */
gboolean  gmp_cli_parse_number     (const GmpCliCommand *command,
                                    const char          *option,
                                    const char          *text,
                                    guint64              min,
                                    guint64              max,
                                    guint64             *value,
                                    int                 *status);

/* Members "end_reason" (as the file names it: key-cities, last-turn,
 * danger, or "none"), "end_turn" (or null) and "end_text" (gmp_describe_end(),
 * or null), as show --json has them: why and when the game ended (issue 19). */
void      gmp_cli_add_end_json     (JsonBuilder         *builder,
                                    const GmpState      *state);

/* One battle's exact odds as odds --json gives each of them (what_if: with
 * the chances of an overrun and of no combat, for a move not yet made). */
void      gmp_cli_add_odds_json    (JsonBuilder         *builder,
                                    const GmpState      *state,
                                    const GmpOdds       *odds,
                                    gboolean             what_if);

/* Prints a JSON document on stdout, pretty. */
void      gmp_cli_print_json       (JsonBuilder         *builder);

/* Loads a board file (root element <board>) or a scenario; exactly one of
 * board and scenario is set on success. */
gboolean  gmp_cli_load             (const char          *path,
                                    GmpBoard           **board,
                                    GmpScenario        **scenario,
                                    GError             **error);

/* gmp_cli_load() with a scenario's rules left unchecked
 * (gmp_scenario_load_bytes_unchecked()), for commands that list its problems. */
gboolean  gmp_cli_load_unchecked   (const char          *path,
                                    GmpBoard           **board,
                                    GmpScenario        **scenario,
                                    GError             **error);

/* gmp_cli_load() for commands that need a game: a board file is an error. */
GmpScenario *gmp_cli_load_game     (const char          *path,
                                    GError             **error);

/* A city as players name it: its code or its name in either language
 * (gmp_board_find_city_by_name). FALSE with *status set and the error
 * printed (a usage error, with close matches) when it names none or several. */
gboolean  gmp_cli_parse_city       (const GmpCliCommand *command,
                                    const GmpBoard      *board,
                                    const char          *text,
                                    guint               *city,
                                    int                 *status);

/* --units: "3,4,5" or "3 4 5", unit ids as “show --json” lists them, each
 * below n_units, into ids (of guint). Errors are usage errors. */
gboolean     gmp_cli_parse_units   (const char          *text,
                                    guint                n_units,
                                    GArray              *ids,
                                    GError             **error);

/* A game and its history, for commands that change it (gmp-session.h) */
GmpSession  *gmp_cli_load_session  (const char          *path,
                                    GError             **error);

/* gmp_cli_load_session() and gmp_cli_load_game() for commands that play:
 * a draft whose problems block play is refused with
 * gmp_session_check_playable()'s message (exit 1). */
GmpSession  *gmp_cli_load_playable_session (const char  *path,
                                            GError     **error);
GmpScenario *gmp_cli_load_playable_game    (const char  *path,
                                            GError     **error);

/* Save the game to --out as gmp_session_save_file() and
 * gmp_scenario_save_file() do. When out is the file this command read,
 * another program's save of it since then is not overwritten: the save
 * fails with GMP_ERROR_CHANGED (exit 1) and writes nothing (issue 11). */
gboolean  gmp_cli_save_session     (GmpSession          *session,
                                    const char          *out,
                                    GError             **error);
gboolean  gmp_cli_save_scenario    (const GmpScenario   *scenario,
                                    const char          *out,
                                    GError             **error);

/* Parses --seed; with no text, a seed from the clock. FALSE with *status set
 * (a usage error) when the text is not a number. */
gboolean  gmp_cli_parse_seed       (const GmpCliCommand *command,
                                    const char          *seed_text,
                                    guint64             *seed,
                                    int                 *status);

/* Dice the players gave are all used, or they miscounted: says so and
 * returns FALSE, and the caller writes nothing. */
gboolean  gmp_cli_check_dice_used  (const GmpDice       *dice);

G_END_DECLS
