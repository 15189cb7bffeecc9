/**
 * First names for `birth_names`, with the shape of their popularity over time: the year they peak,
 * how many years the fashion lasts (standard deviation) and their births per year at the peak in a
 * large state. A trailing * marks names more common in states with large Hispanic communities.
 * Approximations from general knowledge, enough for realistic trend charts.
 */

export interface NameTrend {
  name: string;
  gender: 'boy' | 'girl';
  peakYear: number;
  width: number;
  peak: number;
  hispanic: boolean;
}

const BOYS = `
Michael 1972 22 8500, David 1962 25 6000, James 1955 35 5500, John 1950 35 5500, Robert 1955 30 5000,
William 1960 40 4200, Christopher 1982 14 6500, Matthew 1988 14 5500, Joshua 1990 11 5500, Daniel 1988 25 4500,
Joseph 1975 35 4200, Andrew 1990 16 4200, Anthony 1988 20 3800, Jason 1975 7 5500, Brian 1972 10 4200,
Kevin 1970 12 3800, Richard 1955 20 3800, Thomas 1960 30 3300, Mark 1962 12 3800, Steven 1962 12 3800,
Eric 1978 12 3300, Ryan 1988 12 3800, Timothy 1968 12 2800, Jeffrey 1966 11 3000, Scott 1968 10 2700,
Jeremy 1978 8 2700, Justin 1990 9 3500, Brandon 1992 9 3600, Tyler 1994 7 3500, Nicholas 1992 11 3700,
Jonathan 1988 14 3200, Adam 1984 12 2500, Aaron 1988 14 2000, Kyle 1992 8 2500, Zachary 1994 8 2600,
Jacob 2000 10 4500, Ethan 2005 8 4000, Alexander 2002 13 3200, Austin 1996 7 2400, Cody 1993 6 2000,
Dylan 1998 8 2600, Jordan 1995 9 2500, Benjamin 2000 18 2600, Samuel 2000 18 2200, Christian 1998 12 2400,
Noah 2006 6 3500, Logan 2005 7 2400, Jose* 1990 22 3200, Juan* 1985 20 2000, Carlos* 1988 20 1800,
Luis* 1990 18 1800, Jesus* 1990 18 1600, Miguel* 1995 18 1500, Alejandro* 1998 14 1200, Angel* 2000 12 1800,
Diego* 2004 10 1300, Antonio* 1988 22 1200, Francisco* 1985 20 1100, Jorge* 1988 20 900, Ricardo* 1985 20 800,
Eduardo* 1992 18 800, Victor 1985 25 900, Gabriel 2002 14 2000, Adrian 2000 14 1400, Isaiah 2002 10 1200,
Elijah 2005 10 1500, Gavin 2006 5 1500, Caleb 2002 10 1600, Nathan 2000 16 2400, Aidan 2006 5 1400,
Jayden 2008 4 2500, Evan 2004 10 1200, Hunter 2000 8 1300, Connor 2000 8 1300, Mason 2008 7 2000,
Hayden 2006 6 700, Isaac 2004 14 1200, Luke 2005 12 1300, Jack 2005 16 1500, Owen 2008 9 1200,
Henry 2008 30 900, Charles 1955 30 2500, Gregory 1962 12 2200, Patrick 1970 20 1800, Sean 1980 10 1900,
Travis 1982 8 1400, Shawn 1975 10 1300, Chad 1975 6 1200, Todd 1966 8 1400, Craig 1965 10 1100,
Keith 1965 14 1300, Dennis 1955 14 1500, Gary 1955 12 1600, Larry 1950 12 1400, Jerry 1950 14 1100,
Douglas 1960 15 1300, Paul 1960 25 2400, Peter 1960 25 1100, Edward 1955 30 1300, Ronald 1950 14 1600,
Kenneth 1958 16 2000, Donald 1945 15 1500, Stephen 1962 14 1800, Raymond 1955 25 1000, Shane 1978 10 900,
Derek 1984 10 1100, Marcus 1990 14 1000, Cory 1983 8 1100, Dustin 1982 7 1200, Corey 1983 8 1000,
Nathaniel 1995 16 800, Jared 1988 9 1100, Trevor 1992 8 1100, Cameron 1998 9 1400, Ian 1995 14 1000,
Devin 1996 8 800, Alex 1993 15 1000, Bryan 1988 12 1200, Chris 1975 10 600, Marc 1970 10 500,
Derrick 1982 8 500, Joel 1980 14 700, Seth 1990 10 700, Bradley 1985 12 800, Blake 1998 10 800,
Tristan 2000 8 700, Jake 1998 10 700, Sebastian 2008 10 900, Xavier 2002 10 800, Carter 2008 8 800,
Wyatt 2008 8 700`;

const GIRLS = `
Jennifer 1974 9 7500, Jessica 1987 8 6500, Ashley 1988 7 6500, Amanda 1986 8 5000, Sarah 1985 13 5000,
Elizabeth 1985 30 3500, Emily 2000 10 5000, Melissa 1977 8 4000, Michelle 1970 9 4500, Lisa 1963 7 6500,
Kimberly 1968 9 4000, Amy 1974 8 3800, Angela 1972 10 3500, Stephanie 1984 10 3800, Heather 1976 8 3400,
Nicole 1984 9 3800, Samantha 1992 10 3800, Rachel 1985 12 2800, Megan 1990 9 3000, Lauren 1992 10 3000,
Brittany 1990 5 3800, Hannah 1998 8 3800, Madison 2002 6 4000, Alexis 1998 8 2600, Taylor 1995 7 2700,
Kayla 1992 8 2600, Alyssa 1996 9 2700, Abigail 2004 8 3000, Isabella 2008 6 3500, Emma 2007 8 3500,
Olivia 2004 8 3000, Sophia 2008 7 3000, Ava 2008 5 3000, Mia 2008 8 2400, Chloe 2006 7 2000,
Grace 2004 12 1800, Natalie 2002 12 2000, Victoria 1998 14 1800, Anna 1998 30 1800, Maria* 1975 35 3000,
Jasmine 1995 10 2000, Destiny 2002 7 1400, Brianna 1998 7 1800, Sydney 1998 7 1400, Julia 2000 14 1400,
Katherine 1992 18 1800, Jacqueline 1985 14 1100, Andrea 1985 12 1800, Vanessa 1990 12 1300, Daniela* 2000 12 1200,
Gabriela* 1998 12 900, Alejandra* 1995 12 900, Guadalupe* 1980 20 1000, Veronica* 1980 14 1200, Adriana* 1990 15 900,
Yesenia* 1990 10 700, Ana* 1985 20 900, Leticia* 1975 12 500, Karen 1965 9 4000, Susan 1955 10 3500,
Mary 1950 20 4000, Patricia 1950 15 2800, Linda 1950 10 3000, Deborah 1955 10 2500, Tammy 1967 6 2500,
Tracy 1970 7 2200, Dawn 1967 7 1800, Julie 1968 10 2500, Laura 1972 14 2800, Christina 1982 12 3000,
Tiffany 1985 7 2700, Crystal 1985 8 2200, Kelly 1976 10 2800, Erin 1985 10 2000, Danielle 1986 9 2400,
Courtney 1990 7 2000, Kristen 1984 8 1800, Katie 1990 9 1500, Kathleen 1960 18 1500, Rebecca 1982 14 2600,
Sandra 1955 12 2000, Donna 1955 10 2000, Cynthia 1962 10 2000, Pamela 1958 10 1800, Christine 1965 14 2000,
Teresa 1965 14 1500, Denise 1962 9 1700, Tina 1966 8 1700, Wendy 1970 8 1400, Stacy 1972 8 1600,
Shannon 1976 8 1800, April 1980 9 1600, Monica 1978 12 1600, Erica 1984 9 1600, Kristin 1980 8 1300,
Lindsay 1986 6 1400, Jamie 1980 8 1300, Amber 1985 9 2500, Allison 1990 14 1500, Morgan 1996 8 1900,
Kaitlyn 1996 6 1400, Haley 1996 8 1600, Kaylee 2006 6 1200, Ella 2008 8 1700, Addison 2008 5 1500,
Lily 2008 8 1400, Avery 2008 6 1300, Savannah 2000 8 1200, Ariana 2006 8 1000, Leslie 1985 12 900,
Diana 1980 18 1200, Natasha 1984 9 600, Erika 1988 10 700, Melanie 1988 14 1100, Caroline 2002 18 800,
Brooke 1996 10 1200, Paige 1998 8 1100, Sierra 1996 8 900, Gloria* 1955 20 500`;

function parse(text: string, gender: 'boy' | 'girl'): NameTrend[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [rawName = '', peakYear, width, peak] = entry.split(/\s+/);
      return {
        name: rawName.replace('*', ''),
        gender,
        peakYear: Number(peakYear),
        width: Number(width),
        peak: Number(peak),
        hispanic: rawName.endsWith('*'),
      };
    });
}

export const NAME_TRENDS: NameTrend[] = [...parse(BOYS, 'boy'), ...parse(GIRLS, 'girl')];
