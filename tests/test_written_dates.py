"""written_dates: the written dates of the crawl's languages and the date line (`is_date_line`)."""
from beam_extract.clean import written_dates
from beam_extract.clean.written_dates import is_date_line


def test_date_lines_in_several_languages():
    for line in ("24.01.2022 11:38", "Dienstag, 2. November 2021", "26 abril 2022", "11 Jan 2019",
                 "09 Jun 2020, 02:32 PM IST", "Veröffentlicht am 7. Juli 2019 - 18:44", "Updated: March 3, 2024",
                 "11 maja 2021, 11:49", "8.Dezember 2010 um 09:43", "4 de mayo de 2022 - 00:38", "2020/4/09",
                 "Publié le 3 févr. 2022 à 10h15", "Pubblicato il 12/03/2021"):
        assert is_date_line(line), line
    for line in ("Termin: 29.02.2020, 19 Uhr", "Einsendeschluss: 03.11.2019 (Poststempel)",
                 "29 November 2018 | 20 January 2019", "Am 13. Mai 2014 begann der Umbau", "Version 2.3.2021",
                 "Ausgabe 2021", "Von Erika Muster, 3. Mai 2022"):
        assert not is_date_line(line), line


def test_date_initials_are_every_month_alternatives_first_letter():
    for month in written_dates._DATE_MONTHS.split("|"):
        assert month[0].isalpha() and month[0] in written_dates._DATE_INITIALS, month
