/* gmp-board.h: the immutable game board loaded from a board XML file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every value of the game (map, counters, chits, FX, tracks, rule numbers)
 * lives in data/boards/<id>.xml; this is its in-memory form. A GmpBoard never
 * changes after loading and is shared by reference between states.
 * Indices (city, formation, unit type, fort, chit) are positions in the arrays
 * below; GMP_NONE means "none".
 */

#pragma once

#include <glib.h>
#include <gio/gio.h>

G_BEGIN_DECLS

#define GMP_NONE (-1)
#define GMP_MAX_DICE 8
#define GMP_MAX_FX_EFFECTS 4

/* What a board file may hold, checked at load (docs/reliability.md): every
 * number of a board has a range, so that no sum of them wraps and no loop
 * over them runs long, whatever a stranger's file says. */
#define GMP_BOARD_MAX_CITIES         5000
#define GMP_BOARD_MAX_ROADS          20000
#define GMP_BOARD_MAX_ITEMS          1000     /* unit types, and chits */
/* A game keeps one bit per formation (GmpState.activated). */
#define GMP_BOARD_MAX_FORMATIONS     32
#define GMP_BOARD_MAX_DANGER_SPACES  100
#define GMP_BOARD_MAX_GUARD_POOL     1000
/* Every unit the setup places or sets aside, Guards and hive garrisons included. */
#define GMP_BOARD_MAX_SETUP_UNITS    2000
/* A combat holds at most 24 units a side (GMP_COMBAT_MAX_UNITS). */
#define GMP_BOARD_MAX_STACKING       24
/* A Fort's dice and an FX's extra dice fit one combat (GMP_COMBAT_MAX_DICE). */
#define GMP_BOARD_MAX_FORT_STRENGTH  8
#define GMP_BOARD_MAX_MP             99
#define GMP_BOARD_MAX_MAP_SIZE       100000   /* map units, each way */

typedef enum {
  GMP_SIDE_SWARM,
  GMP_SIDE_HUMANS,
  GMP_N_SIDES
} GmpSide;

/* Where a value comes from (BOARD.md legend): the rules text or a reconstruction. */
typedef enum {
  GMP_SOURCE_RULES,
  GMP_SOURCE_RECONSTRUCTED
} GmpSource;

typedef enum {
  GMP_REGION_WEST,
  GMP_REGION_FENCE,
  GMP_REGION_EAST
} GmpRegion;

typedef struct {
  char      *id;          /* "1", "A", "CAN" */
  char      *name;        /* in the user's language when the board has it */
  GmpSide    side;
  gboolean   allied;      /* Allied reinforcements (rules note 23) */
  GmpSource  source;
} GmpFormation;

typedef struct {
  char      *id;          /* "ant", "infantry", "guard" */
  char      *name;
  GmpSide    side;
  guint      mp;
  guint8     fresh_dice[GMP_MAX_DICE];   /* one threshold per die */
  guint      n_fresh_dice;
  guint8     reduced_dice[GMP_MAX_DICE];
  guint      n_reduced_dice;
  gboolean   has_reduced;     /* FALSE: eliminated by one Hit (Guards) */
  gboolean   paired_dice;     /* the Fresh Tank rule */
  gboolean   guard;           /* never moves or retreats; dice from its revealed value */
  GmpSource  source;
  char      *short_name;      /* on counters: "Inf", "NG"; the name when the board has none */
  /* source covers the side, name and MP; the dice may be marked apart. */
  GmpSource  fresh_source;    /* <fresh>: its own mark, else reconstructed */
  GmpSource  reduced_source;  /* <reduced>: likewise */
} GmpUnitType;

typedef struct {
  char      *id;          /* "NYC" */
  char      *name;
  double     x, y;        /* map units; see GmpBoard.width/height */
  GmpRegion  region;
  int        hive;        /* formation whose hive this is, or GMP_NONE */
  int        fort;        /* index in GmpBoard.forts, or GMP_NONE */
  int        flag;        /* Allied formation whose flag the city bears, or GMP_NONE */
  gboolean   key;         /* a victory city (rules note 22) */
  guint     *neighbours;  /* city indices, ascending */
  guint      n_neighbours;
  GmpSource  source;      /* the name, place and region */
  /* The features' own marks (an absent optional mark counts as reconstructed);
   * meaningless when the city has no such feature. */
  GmpSource  hive_source;
  GmpSource  flag_source;
  GmpSource  key_source;
  char     **names;       /* every <name>, each language: what players may type */
} GmpCity;

typedef struct {
  guint      a, b;        /* city indices, a < b */
  GmpSource  source;
} GmpRoad;

typedef struct {
  guint      city;
  int        formation;
  guint      strength;    /* starting (and largest) strength */
  GmpSource  source;
} GmpFort;

typedef enum {
  GMP_CHIT_ACTIVATION,
  GMP_CHIT_FX,
  GMP_CHIT_END            /* "...The End???" */
} GmpChitKind;

typedef enum {
  GMP_CHIT_START_CUP,
  GMP_CHIT_START_TIME_TRACK,   /* enters the cup on GmpChit.start_turn (rules note 2) */
  GMP_CHIT_START_WITH_ALLY,    /* enters with its Allied nation (rules note 23) */
} GmpChitStart;

/* The small vocabulary of FX effects the board binds FX chits to (BOARD.md). */
typedef enum {
  GMP_FX_EXTRA_DICE,           /* the side rolls `count` extra dice hitting on `value`+ */
  GMP_FX_CANCEL_HITS,          /* cancel the first `count` Hits the side suffers */
  GMP_FX_HIT_MODIFIER,         /* the side's dice hit on `count` pips less, never below `value` */
  GMP_FX_FORT_EXTRA_DICE,      /* in a Fort combat the Fort rolls `count` extra dice */
  GMP_FX_REROLL_MISSES,        /* the side re-rolls all missed dice once */
  GMP_FX_BARRAGE_RETURN_FIRE,  /* the Swarm fires back during a Barrage */
  GMP_FX_EXTRA_MP,             /* one formation's units get `count` more MP this activation */
  GMP_FX_FORT_DAMAGE,          /* reduce one undestroyed Fort's strength by `count`, no combat */
  GMP_FX_ELIMINATE_CITY,       /* eliminate every unit in one city without a Fort */
} GmpFxEffectKind;

typedef struct {
  GmpFxEffectKind kind;
  int             count;
  int             value;
  GmpSource       source;
} GmpFxEffect;

typedef struct {
  char         *id;           /* "swarm-1", "wasp", "end-1" */
  char         *name;
  GmpChitKind   kind;
  GmpSide       owner;        /* meaningless for GMP_CHIT_END */
  int           formation;    /* activation: the formation; Allied FX: its nation; else GMP_NONE */
  GmpChitStart  start;
  guint         start_turn;   /* GMP_CHIT_START_TIME_TRACK */
  /* FX only */
  GmpFxEffect   effects[GMP_MAX_FX_EFFECTS];
  guint         n_effects;
  gboolean      danger;       /* using it advances the Danger marker (rules note 21) */
  gboolean      fort_only;    /* usable only in a Fort combat */
  GmpSource     source;
  char        **names;        /* every <name>, each language: what players may type */
} GmpChit;

/* Unit counts the board places at setup. city GMP_NONE: set aside (reserve). */
typedef struct {
  int        city;
  guint      type;
  int        formation;
  guint      count;
} GmpSetupUnit;

/* The rule numbers in the order of GmpRules' fields and of <rules>' children,
 * to index GmpBoard.rules_sources. */
typedef enum {
  GMP_RULE_STACKING_LIMIT,
  GMP_RULE_TURNS,
  GMP_RULE_ENDS_PER_TURN,
  GMP_RULE_TIME_TRACK_DELAY,
  GMP_RULE_TIME_TRACK_LAST_TURN,
  GMP_RULE_OVERRUN_ATTACKERS,
  GMP_RULE_OVERRUN_DEFENDERS,
  GMP_RULE_FORT_HIT,
  GMP_RULE_GUARD_ROLLS,
  GMP_RULE_GUARD_MAX_PER_CITY,
  GMP_RULE_DANGER_DICE,
  GMP_RULE_VICTORY_KEY_CITIES,
  GMP_N_RULES
} GmpRuleNumber;

/* Rule numbers that a board may change; see data/boards/<id>.xml <rules>. */
typedef struct {
  guint stacking_limit;        /* units per side per city (rules note 7) */
  guint turns;                 /* the game ends after this turn */
  guint ends_per_turn;         /* "...The End???" chits that end the Action Phase (note 1) */
  guint time_track_delay;      /* eliminated Swarm units return this many turns later (note 16) */
  guint time_track_last_turn;  /* from this turn on they leave the game instead (note 16) */
  guint overrun_attackers;     /* at least this many acting units... (note 15) */
  guint overrun_defenders;     /* ...against at most this many enemy units */
  guint fort_hit;              /* Fort dice hit on this or more (note 17) */
  guint guard_rolls;           /* National Guard table rolls at setup (note 3) */
  guint guard_max_per_city;    /* a roll that would exceed this is rolled again */
  guint danger_dice;           /* dice rolled For Danger (note 21) */
  guint victory_key_cities;    /* destroyed key cities the Swarm needs (note 22) */
} GmpRules;

typedef struct {
  char          *id;
  char          *title;
  char          *description;
  char          *path;         /* where it was loaded from, for messages */
  double         width, height;

  GmpRules       rules;
  GmpSource      rules_source;

  GmpFormation  *formations;   guint n_formations;
  GmpUnitType   *unit_types;   guint n_unit_types;
  GmpCity       *cities;       guint n_cities;
  GmpRoad       *roads;        guint n_roads;
  GmpFort       *forts;        guint n_forts;
  GmpChit       *chits;        guint n_chits;

  guint         *fence;        guint n_fence;      /* fence forts' cities, in order (note 10) */
  GmpSource      fence_source;

  /* National Guard table: index = sum of the two dice (2..12), value = city */
  int            guard_table[13];
  GmpSource      guard_table_source;
  guint8        *guard_pool;   guint n_guard_pool; /* hidden values; 0 = blank */
  GmpSource      guard_pool_source;
  guint          guard_type;   /* the unit type of National Guard counters */

  /* Danger Track: per space, the 2d6 sum that loses (0 = no die symbols) */
  guint         *danger;       guint n_danger;
  GmpSource      danger_source;

  /* Starting placement: every hive gets hive_garrison of its formation */
  GmpSetupUnit  *hive_garrison; guint n_hive_garrison;
  GmpSetupUnit  *setup_units;   guint n_setup_units;

  GmpSource      map_source;                  /* the sheet and the cities' places */
  GmpSource      rules_sources[GMP_N_RULES];  /* each rule number's own mark */
  GmpSource      hive_garrison_source;
  GmpSource      placement_source;            /* setup_units with a city */
  GmpSource      reserve_source;              /* setup_units without one */

  /*< private >*/
  gint           ref_count;
  /* Id -> index + 1, so that finding an id costs the same on any board. */
  GHashTable    *city_ids;
  GHashTable    *formation_ids;
  GHashTable    *unit_type_ids;
  GHashTable    *chit_ids;
  int           *fence_positions;  /* per city: its place in fence, or GMP_NONE */
} GmpBoard;

#define GMP_DEFAULT_BOARD_ID "ginormopod-2050"

GmpBoard      *gmp_board_load_file        (const char    *path,
                                           GError       **error);
GmpBoard      *gmp_board_load_bytes       (GBytes        *bytes,
                                           const char    *display_name,
                                           GError       **error);
/* Finds a board by id: $GINORMOPOD_BOARD_PATH, the user's and the system's
 * data dirs (ginormopod/boards/<id>.xml), then the copy built into the binary. */
GmpBoard      *gmp_board_lookup           (const char    *id,
                                           GError       **error);
GmpBoard      *gmp_board_ref              (GmpBoard      *board);
void           gmp_board_unref            (GmpBoard      *board);

int            gmp_board_find_city        (const GmpBoard *board,
                                           const char     *id);
int            gmp_board_find_formation   (const GmpBoard *board,
                                           const char     *id);
int            gmp_board_find_unit_type   (const GmpBoard *board,
                                           const char     *id);
int            gmp_board_find_chit        (const GmpBoard *board,
                                           const char     *id);
/* What players type, at the table: a code or a name in either language,
 * in any case, with or without accents and dots ("chi", "Nova York",
 * "st louis", "filadelfia"), or the unique beginning of one ("phila").
 * GMP_NONE and a translated GMP_ERROR_USAGE error listing the close matches
 * when the text is unknown or could be several. */
int            gmp_board_find_city_by_name (const GmpBoard *board,
                                            const char     *text,
                                            GError        **error);
int            gmp_board_find_chit_by_name (const GmpBoard *board,
                                            const char     *text,
                                            GError        **error);

typedef enum {
  GMP_NAME_NO_MATCH,
  GMP_NAME_PREFIX,       /* the text begins the id or a name */
  GMP_NAME_EXACT,        /* the text is the id or a name */
} GmpNameMatch;

/* How typed text names something with this id and these names, compared as
 * gmp_name_fold() folds them. names may be NULL. */
GmpNameMatch   gmp_name_match             (const char         *text,
                                           const char         *id,
                                           const char * const *names);
/* Text as typed names are compared: lower case, no accents, no dots or
 * apostrophes, "-" and "_" as spaces, runs of spaces as one. */
char          *gmp_name_fold              (const char     *text);

int            gmp_board_fort_at          (const GmpBoard *board,
                                           guint           city);
gboolean       gmp_board_adjacent         (const GmpBoard *board,
                                           guint           a,
                                           guint           b);
/* How many counters of a unit type and formation the board has: what its
 * setup places and sets aside, and its hives' garrisons; every Guard is a
 * counter of the pool. The editor's "placed / board" and the counter-mix
 * problem both count with it. */
guint          gmp_board_count_counters   (const GmpBoard *board,
                                           guint           type,
                                           int             formation);
/* Position of a fence fort's city in the fence order, or GMP_NONE. */
int            gmp_board_fence_position   (const GmpBoard *board,
                                           guint           city);
const char    *gmp_source_to_string       (GmpSource       source);
const char    *gmp_side_to_string         (GmpSide         side);
/* Translated, for people: "Swarm", "Humans". */
const char    *gmp_side_get_name          (GmpSide         side);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpBoard, gmp_board_unref)

G_END_DECLS
