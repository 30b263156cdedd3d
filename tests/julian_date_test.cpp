// Calendar and time-scale conversions against published values.
#include <gtest/gtest.h>

#include "astro/julian_date.h"
#include "astro/units.h"

namespace perihelion::astro {
namespace {

constexpr double kSecond = 1.0 / 86400.0;

TEST(JulianDate, MeeusExample7aSputnik) {
  // Meeus, Astronomical Algorithms, Example 7.a: 1957 October 4.81 = JD 2436116.31.
  const double jd = julianDateFromCalendar({1957, 10, 4, 19, 26, 24.0});
  EXPECT_NEAR(jd, 2436116.31, 1e-9);
}

TEST(JulianDate, KnownEpochs) {
  EXPECT_DOUBLE_EQ(julianDateFromCalendar({2000, 1, 1, 12, 0, 0.0}), 2451545.0);   // J2000.0
  EXPECT_DOUBLE_EQ(julianDateFromCalendar({1970, 1, 1, 0, 0, 0.0}), 2440587.5);    // Unix epoch
  EXPECT_DOUBLE_EQ(julianDateFromCalendar({1800, 1, 1, 0, 0, 0.0}), 2378496.5);    // reference table's first date
  EXPECT_DOUBLE_EQ(julianDateFromCalendar({1600, 1, 1, 0, 0, 0.0}), 2305447.5);    // Meeus Table 7.a
  EXPECT_DOUBLE_EQ(julianDateFromCalendar({2050, 1, 1, 0, 0, 0.0}), 2469807.5);
}

TEST(TimeScales, LeapSecondTable) {
  EXPECT_EQ(taiMinusUtcSeconds(julianDateFromCalendar({2016, 12, 31, 23, 59, 59.0})), 36.0);
  EXPECT_EQ(taiMinusUtcSeconds(julianDateFromCalendar({2017, 1, 1, 0, 0, 0.0})), 37.0);
  EXPECT_EQ(taiMinusUtcSeconds(julianDateFromCalendar({1999, 1, 1, 0, 0, 0.0})), 32.0);
  EXPECT_EQ(taiMinusUtcSeconds(julianDateFromCalendar({1972, 1, 1, 0, 0, 0.0})), 10.0);
}

TEST(TimeScales, J2000InUtcIsElevenFiftyEightFiftyFive) {
  // J2000.0 = 2000-01-01 12:00:00 TT = 11:58:55.816 UTC (TAI-UTC = 32 s, TT-TAI = 32.184 s).
  const ParsedDate parsed = parseDateTT("2000-01-01T11:58:55.816Z");
  ASSERT_TRUE(parsed.jdTT) << parsed.error;
  EXPECT_NEAR(*parsed.jdTT, kJ2000, 1e-3 * kSecond);
}

TEST(ParseDate, JulianDatesAreTakenAsTT) {
  EXPECT_DOUBLE_EQ(*parseDateTT("JD2451545.0").jdTT, 2451545.0);
  EXPECT_DOUBLE_EQ(*parseDateTT("jd2378496.5").jdTT, 2378496.5);
}

TEST(ParseDate, IsoDatesAreUtcAndBecomeTT) {
  // 2026-11-22 00:00 UTC is JD 2461366.5 UTC; TT is 69.184 s later.
  EXPECT_NEAR(*parseDateTT("2026-11-22").jdTT, 2461366.5 + 69.184 * kSecond, 1e-4 * kSecond);
  EXPECT_NEAR(*parseDateTT("2026-11-22T12:00:00Z").jdTT, 2461367.0 + 69.184 * kSecond, 1e-4 * kSecond);
  EXPECT_NEAR(*parseDateTT("2026-11-22T14:00:00+02:00").jdTT, *parseDateTT("2026-11-22T12:00:00Z").jdTT, 1e-9);
  EXPECT_NEAR(*parseDateTT("2026-11-22 12:00").jdTT, *parseDateTT("2026-11-22T12:00:00Z").jdTT, 1e-9);
}

TEST(ParseDate, RejectsMalformedDatesWithAReason) {
  for (const char* bad : {"", "JD", "JDabc", "JD1e999", "2026-13-01", "2026-02-30", "2026-11-22T25:00",
                          "22/11/2026", "2026-11-22T12:00:00Q", "tomorrow", "2026-1-2", "JD nan"}) {
    const ParsedDate parsed = parseDateTT(bad);
    EXPECT_FALSE(parsed.jdTT) << bad;
    EXPECT_NE(parsed.error.find("bad date"), std::string::npos) << bad;
  }
}

TEST(ParseDate, ALeapSecondIsOneSecondBeforeMidnight) {
  const ParsedDate leap = parseDateTT("2016-12-31T23:59:60Z");
  ASSERT_TRUE(leap.jdTT) << leap.error;
  const double midnight = *parseDateTT("2017-01-01T00:00:00Z").jdTT;
  const double before = *parseDateTT("2016-12-31T23:59:59Z").jdTT;
  EXPECT_NEAR((midnight - *leap.jdTT) * 86400.0, 1.0, 1e-4);
  EXPECT_NEAR((*leap.jdTT - before) * 86400.0, 1.0, 1e-4);
  EXPECT_NEAR((*parseDateTT("2016-12-31T23:59:60.5Z").jdTT - before) * 86400.0, 1.5, 1e-4);
}

TEST(ParseDate, SecondSixtyOnlyWhereALeapSecondWasInserted) {
  EXPECT_TRUE(parseDateTT("1972-06-30T23:59:60Z").jdTT);
  EXPECT_TRUE(parseDateTT("2008-12-31T23:59:60Z").jdTT);
  for (const char* bad : {"2020-05-05T12:30:60Z", "2016-12-30T23:59:60Z", "2019-12-31T23:59:60Z", "1971-12-31T23:59:60Z"}) {
    EXPECT_FALSE(parseDateTT(bad).jdTT) << bad;
  }
}

TEST(ParseDate, JulianDatesBefore4713BCOrAfterTheYear9999AreRefused) {
  for (const char* bad : {"JD1e20", "JD-1000000", "JD1e307", "JD-0.5", "JD5373484.6"}) {
    const ParsedDate parsed = parseDateTT(bad);
    EXPECT_FALSE(parsed.jdTT) << bad;
    EXPECT_NE(parsed.error.find("year 9999"), std::string::npos) << parsed.error;
  }
  EXPECT_TRUE(parseDateTT("JD0").jdTT);  // 4713 BC: before the orbits' 3000 BC
  EXPECT_TRUE(parseDateTT("JD625673.5").jdTT);
  EXPECT_EQ(formatUtcIso(625673.5), "JD625673.5000 TT") << "no calendar date before year 0";
  EXPECT_TRUE(parseDateTT("JD5373484.5").jdTT);
  EXPECT_EQ(formatUtcIso(1e20), "(date out of range)");
}

TEST(ParseDate, AcceptsLeapDayOnlyInLeapYears) {
  EXPECT_TRUE(parseDateTT("2024-02-29").jdTT);
  EXPECT_TRUE(parseDateTT("2000-02-29").jdTT);
  EXPECT_FALSE(parseDateTT("1900-02-29").jdTT);
}

TEST(FormatUtc, RoundTripsWithParse) {
  // Including the seconds just after leap-second steps (1999-01-01: 32 s, 1972-07-01: 11 s), where the
  // offset in force must be found on the TT scale.
  for (const char* iso : {"2026-11-22T12:34:56Z", "1800-01-01T00:00:00Z", "2017-01-01T00:00:00Z",
                          "2000-02-29T23:59:59Z", "1999-01-01T00:00:00Z", "1999-01-01T00:00:31Z",
                          "1972-07-01T00:00:05Z", "1998-12-31T23:59:59Z"}) {
    EXPECT_EQ(formatUtcIso(*parseDateTT(iso).jdTT), iso);
  }
}

}  // namespace
}  // namespace perihelion::astro
