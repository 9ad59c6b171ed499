/* gmp-scenario-loader.h: reading a .gmpscenario, part by part
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to the file format (gmp-scenario-format.h lists its files). One
 * GmpScenarioLoader reads one document: gmp-scenario-load.c makes it, each
 * part's reader below fills the state, and every error names the file and
 * the line of the element at fault.
 */

#pragma once

#include <libxml/tree.h>

#include "gmp-error.h"
#include "gmp-scenario.h"
#include "gmp-xml-lists.h"

G_BEGIN_DECLS

typedef struct {
  const char  *file;      /* display name, for messages */
  GmpBoard    *board;
  guint        version;   /* the file's format: 1 names some items by position, 2 by id */
  GError     **error;
  /* The state part being read: the scenario's, or its history's start */
  GmpState    *state;
  GArray      *unit_lines; /* of long: the line of each unit, for stacking errors */
  gboolean    *chit_seen;  /* per board chit: listed in the file */
  guint        guards_showing[7]; /* Guards with each known hidden side so far (0: blank) */
  xmlNode     *turn;       /* <turn>, for messages about where the game stands */
  xmlNode     *answers;    /* version 2 <answers>: read by their questions once the state is */
  gboolean     rules_unchecked; /* schema and references only (gmp_scenario_load_bytes_unchecked,
                                 and drafts) */
  gboolean     draft;      /* draft="true": its rules problems load, its structure does not */
  gboolean     in_start;   /* reading a history's <start>: its rules are not checked either */
} GmpScenarioLoader;

/* Always FALSE, for "return _gmp_scenario_fail (…);": the message, after
 * the file's name and the node's line */
gboolean _gmp_scenario_fail (GmpScenarioLoader *loader,
                             xmlNode           *node,
                             GmpError           code,
                             const char        *format,
                             ...) G_GNUC_PRINTF (4, 5);

/* Attributes and board items (gmp-scenario-loader.c); a board item is named
 * by its id, and an id the board lacks is an error that says so */
char *_gmp_scenario_get_attr (xmlNode    *node,
                              const char *name);
gboolean _gmp_scenario_has_attr (xmlNode    *node,
                                 const char *name);
char *_gmp_scenario_get_text (xmlNode *node);
gboolean _gmp_scenario_read_uint (GmpScenarioLoader *loader,
                                  xmlNode           *node,
                                  const char        *name,
                                  guint              fallback,
                                  guint             *value);
gboolean _gmp_scenario_read_uint_in (GmpScenarioLoader *loader,
                                     xmlNode           *node,
                                     const char        *name,
                                     guint              fallback,
                                     guint              min,
                                     guint              max,
                                     guint             *value);
gboolean _gmp_scenario_read_bool (xmlNode    *node,
                                  const char *name);
gboolean _gmp_scenario_read_city (GmpScenarioLoader *loader,
                                  xmlNode           *node,
                                  const char        *name,
                                  int               *city);
gboolean _gmp_scenario_read_formation (GmpScenarioLoader *loader,
                                       xmlNode           *node,
                                       const char        *name,
                                       int               *formation);
gboolean _gmp_scenario_read_chit (GmpScenarioLoader *loader,
                                  xmlNode           *node,
                                  const char        *name,
                                  int               *chit);
gboolean _gmp_scenario_read_unit_type (GmpScenarioLoader *loader,
                                       xmlNode           *node,
                                       const char        *name,
                                       int               *type);
gboolean _gmp_scenario_read_fort (GmpScenarioLoader *loader,
                                  xmlNode           *node,
                                  const char        *name,
                                  int               *fort);
gboolean _gmp_scenario_read_int (GmpScenarioLoader *loader,
                                 xmlNode           *node,
                                 const char        *name,
                                 int                fallback,
                                 int               *value);
gboolean _gmp_scenario_read_city_list (GmpScenarioLoader *loader,
                                       xmlNode           *node,
                                       const char        *name,
                                       GArray            *cities);
gboolean _gmp_scenario_parse_ints (const char *text,
                                   GArray     *out);
/* At most max numbers into out, *n of them: FALSE for a word that is not
 * a number, or more than max */
gboolean _gmp_scenario_parse_ints_into (const char *text,
                                        int        *out,
                                        guint       max,
                                        guint      *n);

/* The parts of a scenario */
/* gmp-scenario-load-state.c: metadata, the state and the log, the same in
 * the root and in a history's <start> */
gboolean _gmp_scenario_load_state_part (GmpScenarioLoader *loader,
                                        xmlNode           *parent,
                                        GmpScenario       *scenario);
/* gmp-scenario-load-units.c */
gboolean _gmp_scenario_load_unit (GmpScenarioLoader *loader,
                                  xmlNode           *node);
gboolean _gmp_scenario_check_stacking (GmpScenarioLoader *loader,
                                       xmlNode           *root);
/* gmp-scenario-load-activation.c */
gboolean _gmp_scenario_load_activation (GmpScenarioLoader *loader,
                                        xmlNode           *node);
gboolean _gmp_scenario_load_combat_answers (GmpScenarioLoader *loader);
/* gmp-scenario-load-log.c */
gboolean _gmp_scenario_load_log (GmpScenarioLoader *loader,
                                 xmlNode           *node,
                                 GmpScenario       *scenario);
/* gmp-scenario-history.c */
gboolean _gmp_scenario_load_history (GmpScenarioLoader *loader,
                                     xmlNode           *node,
                                     GmpScenario       *scenario);

/* The long lists of a saved game, built outside libxml2's tree builder
 * (gmp-xml-lists.h): the log's entries, the history's actions, units,
 * Forts and chits (gmp-scenario-load.c) */
extern const GmpXmlList _gmp_scenario_lists[];

/* gmp-scenario-load-computer.c: the root's <computer>, the sides the
 * computer plays, into scenario (NULL: only checked, before the schema) */
gboolean _gmp_scenario_read_computer (xmlNode      *root,
                                      const char   *file,
                                      GmpScenario  *scenario,
                                      GError      **error);

/* Validates doc, of format version, against scenario.rng, refusing it
 * first when it holds more than the limits (gmp-xml-limits.h); a saved
 * game's log entries and history actions are checked by hand, the rest
 * by the schema (gmp-scenario-schema.c). The schema's error on failure. */
gboolean _gmp_scenario_validate (xmlDoc      *doc,
                                 const char  *display_name,
                                 guint        version,
                                 GError     **error);

G_END_DECLS
