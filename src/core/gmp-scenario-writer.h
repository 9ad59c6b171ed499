/* gmp-scenario-writer.h: writing a .gmpscenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to the file format (gmp-scenario-format.h lists its files).
 */

#pragma once

#include <libxml/xmlwriter.h>

#include "gmp-scenario.h"

G_BEGIN_DECLS

/* Elements and attributes (gmp-scenario-writer.c) */
void _gmp_scenario_write_text_element (xmlTextWriter *writer,
                                       const char    *name,
                                       const char    *text);
void _gmp_scenario_write_attr (xmlTextWriter *writer,
                               const char    *name,
                               const char    *value);
void _gmp_scenario_write_uint (xmlTextWriter *writer,
                               const char    *name,
                               guint          value);
void _gmp_scenario_start_element (xmlTextWriter *writer,
                                  const char    *name);
void _gmp_scenario_end_element (xmlTextWriter *writer);
void _gmp_scenario_write_int (xmlTextWriter *writer,
                              const char    *name,
                              int            value);
void _gmp_scenario_write_ints (xmlTextWriter *writer,
                               const char    *name,
                               GString       *text);
void _gmp_scenario_write_city_list (xmlTextWriter  *writer,
                                    const GmpBoard *board,
                                    const char     *name,
                                    const guint    *cities,
                                    guint           n_cities);

/* The parts of a scenario: the state part, the same in the root and in a
 * history's <start> (gmp-scenario-save.c); the history and its checks
 * (gmp-scenario-history.c) */
void _gmp_scenario_write_state_part (xmlTextWriter     *writer,
                                     const GmpScenario *scenario);
void _gmp_scenario_write_history (xmlTextWriter     *writer,
                                  const GmpScenario *scenario);
gboolean _gmp_scenario_check_history (const GmpScenario  *scenario,
                                      GError            **error);

G_END_DECLS
