/**
 * The curated motions Quick Match and Practice with AI debate: each with the statement the
 * For side argues and the one the Against side argues. Shared by the functions that draw
 * one for a pair (functions/src/matchmaking) and the practice screen that lets a person
 * pick one. Ids are stable: a chat keeps the id of its motion. The categories alone (small,
 * for the home card) are ./motion-categories.ts.
 */
import { MOTION_CATEGORIES, type MotionCategory, type Side } from './motion-categories';

interface Motion {
  id: string;
  category: MotionCategory;
  /** The motion as a debate's topic shows it. */
  title: string;
  /** What the For side argues. */
  for: string;
  /** What the Against side argues. */
  against: string;
}

type Row = readonly [title: string, forStatement: string, againstStatement: string];

const ROWS: Record<MotionCategory, readonly Row[]> = {
  technology: [
    [
      'Social media does more harm than good',
      'Social media harms attention, mental health and public debate more than it helps.',
      'Social media connects people and gives everyone a voice; its benefits outweigh its harms.',
    ],
    [
      'Artificial intelligence will create more jobs than it destroys',
      'AI will open new industries and roles, as every earlier wave of automation did.',
      'AI will replace more work than it creates, and faster than workers can retrain.',
    ],
    [
      'Smartphones should be banned in schools',
      'Phones in class distract pupils and feed bullying; schools are better without them.',
      'Phones are tools for learning and safety; teach their use instead of banning them.',
    ],
    [
      'Self-driving cars should be allowed on public roads now',
      'Autonomous cars already drive more safely than tired or distracted humans.',
      'The technology is not proven in every condition; public roads are no test track.',
    ],
    [
      'Governments should be able to break encryption to fight crime',
      'Lawful access to encrypted messages is needed to stop terrorism and abuse.',
      'A back door for the police is a back door for criminals; encryption must stay strong.',
    ],
    [
      'Cryptocurrencies do more harm than good',
      'Crypto mostly serves speculation, fraud and ransomware while wasting energy.',
      'Crypto gives people money outside failing banks and states, and drives innovation.',
    ],
    [
      'Children under 13 should not have social media accounts',
      'Young children cannot handle the pressure, addiction and risks of social platforms.',
      'Bans do not work; guided use teaches children to be safe and responsible online.',
    ],
    [
      'Tech giants should be broken up',
      'A few firms control search, shopping and speech; breaking them up restores competition.',
      'Their scale gives people free, better services; regulation beats break-ups.',
    ],
    [
      'Remote work is better than office work',
      'Remote work saves commuting time, widens hiring and makes people more productive.',
      'Offices build teams, train juniors and spark ideas that video calls cannot.',
    ],
    [
      'Video games are a net positive for young people',
      'Games build problem solving, teamwork and friendships, and they are a fine art form.',
      'Games take time from sleep, study and exercise, and many are designed to addict.',
    ],
    [
      'Facial recognition should be banned in public spaces',
      'Mass face scanning ends anonymity in public and is error-prone and biased.',
      'Facial recognition finds missing people and suspects; used with rules it keeps us safe.',
    ],
    [
      'The internet should be treated as a public utility',
      'Access to the internet is as essential as water and power and should be guaranteed.',
      'Competition, not state utilities, has made the internet faster and cheaper.',
    ],
    [
      'Space exploration is worth its cost',
      'Space research drives science, technology and inspiration far beyond its budget.',
      'Money spent in space would do more good fixing problems on Earth.',
    ],
    [
      'AI-generated art should be eligible for art prizes',
      'Art is judged by its result; a new tool does not make a work less art.',
      'Prizes reward human skill and vision, not the output of a prompt.',
    ],
    [
      'People should have a right to be forgotten online',
      'People deserve to move on; old, irrelevant results should be removable.',
      'Erasing records rewrites history and lets the powerful hide their past.',
    ],
    [
      'Online anonymity should be abolished',
      'Real names online would curb harassment, scams and disinformation.',
      'Anonymity protects whistleblowers, dissidents and victims; it must be kept.',
    ],
    [
      'Robots should pay taxes',
      'If robots replace workers, taxing them funds the people and services left behind.',
      'Taxing machines taxes productivity and would slow the progress that makes us richer.',
    ],
    [
      'Autonomous weapons should be banned by international treaty',
      'Machines must never decide to kill; a treaty should ban them as it banned blinding lasers.',
      'Precise autonomous systems can reduce civilian deaths; ban misuse, not the technology.',
    ],
  ],
  society: [
    [
      'Voting should be compulsory',
      'Compulsory voting gives governments a mandate from everyone, not just the motivated.',
      'Freedom includes the freedom not to vote; forced votes are uninformed votes.',
    ],
    [
      'The voting age should be lowered to 16',
      'Sixteen-year-olds work, pay taxes and live with the results longest: they should vote.',
      'Sixteen-year-olds are not yet ready for the responsibility of choosing governments.',
    ],
    [
      'Celebrities have a duty to be role models',
      'Fame brings influence over young people, and with it a duty to behave well.',
      'Celebrities are paid for their talent, not their morals; parents are the role models.',
    ],
    [
      'A four-day work week should be the norm',
      'Four days of work keep output, improve health and give people their lives back.',
      'Many jobs cannot shrink to four days without losing service or pay.',
    ],
    [
      'Universal basic income should be introduced',
      'A basic income ends poverty traps and gives everyone security in a changing economy.',
      'Paying everyone regardless of need is unaffordable and weakens the will to work.',
    ],
    [
      'The death penalty should be abolished everywhere',
      'Executions are irreversible, kill innocent people and do not deter crime.',
      'For the worst crimes, death is a just punishment that societies may choose.',
    ],
    [
      'Zoos should be closed',
      'Keeping wild animals in cages for display is cruel and outdated.',
      'Good zoos save endangered species and teach millions to care for wildlife.',
    ],
    [
      'Prisons should focus on rehabilitation rather than punishment',
      'Rehabilitation cuts reoffending and makes everyone safer in the long run.',
      'Prison must first punish and protect the public; victims deserve justice.',
    ],
    [
      'Recreational cannabis should be legal',
      'Legal cannabis takes sales from criminals, brings taxes and respects adult choice.',
      'Legalisation normalises a drug that harms young minds and mental health.',
    ],
    [
      'Monarchies should be abolished',
      'Inherited power and privilege have no place in a democracy.',
      'Monarchs unite nations above politics and cost less than they bring in.',
    ],
    [
      'Public transport should be free',
      'Free transport cuts traffic and emissions and gives everyone access to the city.',
      'Fares pay for good service; free transport would be overcrowded and underfunded.',
    ],
    [
      'National service should be compulsory for young people',
      'A year of service builds skills, discipline and ties across social divides.',
      'Forcing young people into service wastes their time and the state’s money.',
    ],
    [
      'Tourism does more harm than good to the places people visit',
      'Mass tourism prices out locals, damages nature and erases local culture.',
      'Tourism brings jobs, income and understanding between peoples.',
    ],
    [
      'Cities should ban private cars from their centres',
      'Car-free centres are cleaner, safer and better for shops and people.',
      'Bans hurt people who need cars: the elderly, disabled, trades and shoppers.',
    ],
    [
      'Parents should be held responsible for their children’s crimes',
      'Parents shape their children; responsibility pushes them to supervise.',
      'Punishing parents for what a teenager chose to do is unjust.',
    ],
    [
      'Juries should be replaced by professional judges',
      'Professional judges understand evidence and law better than random citizens.',
      'Juries keep justice in the people’s hands and check the power of the state.',
    ],
    [
      'Animal testing should be banned',
      'Animals suffer for results that often do not transfer to humans; alternatives exist.',
      'Animal testing is still needed to keep new medicines safe for people.',
    ],
    [
      'Everyone should be an organ donor unless they opt out',
      'Opt-out donation saves thousands of lives while keeping the choice to refuse.',
      'Consent must be given, not presumed: the body belongs to the person and family.',
    ],
  ],
  education: [
    [
      'Homework should be abolished',
      'Homework adds stress, widens gaps between homes and does little for learning.',
      'Homework builds independence and practice that class time alone cannot give.',
    ],
    [
      'University education should be free',
      'Free university opens opportunity to all and pays society back many times over.',
      'Graduates benefit most, so they should share the cost rather than all taxpayers.',
    ],
    [
      'School uniforms should be compulsory',
      'Uniforms reduce bullying over clothes and build a sense of belonging.',
      'Uniforms stifle self-expression and cost families money for little gain.',
    ],
    [
      'Standardised tests do more harm than good',
      'Tests narrow teaching to exams and measure wealth more than learning.',
      'Fair, common tests show where pupils and schools need help.',
    ],
    [
      'Coding should be a compulsory school subject',
      'Coding is a basic literacy of the modern world and trains logical thinking.',
      'Not everyone needs to code; time is better spent on core subjects.',
    ],
    [
      'Single-sex schools are better than mixed schools',
      'Single-sex schools let pupils focus and break subject stereotypes.',
      'Mixed schools prepare pupils for a mixed world and teach respect.',
    ],
    [
      'Schools should teach personal finance',
      'Budgeting, debt and saving are life skills every adult needs.',
      'Families and later life teach money; schools should keep to academic subjects.',
    ],
    [
      'Online learning is as good as classroom learning',
      'Online learning is flexible, personal and reaches anyone anywhere.',
      'Classrooms give motivation, support and social skills a screen cannot.',
    ],
    [
      'Grades should be abolished in primary schools',
      'Young children learn best from feedback, not rankings that label them early.',
      'Grades tell children and parents clearly where they stand.',
    ],
    [
      'Learning a foreign language should be compulsory until 18',
      'Languages open minds and careers and are best learned young.',
      'Forcing languages on unwilling pupils wastes time better spent elsewhere.',
    ],
    [
      'Private schools should be abolished',
      'Private schools buy advantage and entrench inequality across generations.',
      'Parents have the right to choose their children’s education.',
    ],
    [
      'Teachers should be paid according to their results',
      'Pay by results rewards the best teachers and lifts standards.',
      'Results depend on pupils’ backgrounds; performance pay punishes hard schools.',
    ],
    [
      'The school day should start later for teenagers',
      'Teenagers’ body clocks run late; later starts improve sleep and grades.',
      'Later starts clash with parents’ work and push activities into the evening.',
    ],
    [
      'Physical education should count as much as academic subjects',
      'Fitness and health matter for life as much as algebra.',
      'Schools should focus on academic results; sport belongs in free time.',
    ],
    [
      'Students should be allowed to use AI tools for homework',
      'AI is the tool of their future jobs; teach pupils to use it well.',
      'AI does the thinking for them; pupils must learn to think first.',
    ],
    [
      'Gap years do more good than harm',
      'A gap year builds maturity and purpose before further study or work.',
      'A gap year delays careers and many never return to study.',
    ],
    [
      'Exams should be replaced by continuous assessment',
      'Continuous assessment rewards steady work rather than one stressful day.',
      'Exams are fair, hard to cheat and test what a pupil really knows.',
    ],
    [
      'Universities should admit students by lottery among qualified applicants',
      'A lottery among the qualified removes bias and the arms race of applications.',
      'Universities should admit the most talented and motivated, not the lucky.',
    ],
  ],
  environment: [
    [
      'Nuclear power is the best answer to climate change',
      'Nuclear gives steady, low-carbon power at scale where renewables cannot yet.',
      'Nuclear is slow, costly and leaves waste; renewables are cheaper and faster.',
    ],
    [
      'Meat should be taxed like tobacco',
      'Meat harms health and the climate; a tax makes its price tell the truth.',
      'Taxing food people love is unfair to the poor and to farmers.',
    ],
    [
      'Single-use plastics should be banned',
      'Single-use plastic chokes oceans and wildlife; alternatives already exist.',
      'Bans push worse alternatives; better recycling and design are the answer.',
    ],
    [
      'Flying should be rationed',
      'Air travel is a fast-growing source of emissions mostly used by the few.',
      'Rationing flights limits freedom, family ties and economies that live on travel.',
    ],
    [
      'Petrol and diesel cars should be banned by 2030',
      'A firm date drives the switch to clean cars and cleaner air.',
      'A 2030 ban is too soon for charging networks and for people’s budgets.',
    ],
    [
      'Individuals matter more than governments in fighting climate change',
      'Change starts with what each of us buys, eats and votes for.',
      'Only governments and industry can cut emissions at the scale needed.',
    ],
    [
      'Rich countries should pay for climate damage in poor countries',
      'Those who caused the emissions should pay for the harm they cause.',
      'Payments for the past help no one; invest in clean growth everywhere instead.',
    ],
    [
      'Fast fashion should be banned',
      'Fast fashion wastes resources, pollutes and exploits workers.',
      'Cheap clothes let everyone dress well; fix supply chains, not choices.',
    ],
    [
      'Genetically modified crops should be embraced',
      'GM crops feed more people with less land, water and pesticide.',
      'GM crops concentrate power in a few firms and carry unknown risks.',
    ],
    [
      'Wild animals should be reintroduced where humans wiped them out',
      'Rewilding restores ecosystems, from wolves to beavers, for nature and people.',
      'Reintroduced predators threaten farms and livelihoods of local people.',
    ],
    [
      'Carbon offsets do more harm than good',
      'Offsets let polluters keep polluting while paying for doubtful projects.',
      'Offsets fund forests and clean energy that would not happen otherwise.',
    ],
    [
      'Water should never be privatised',
      'Water is a human right; profit has no place in its supply.',
      'Private operators invest and run water systems better than many states.',
    ],
    [
      'Geoengineering should be pursued to fight climate change',
      'We may need to cool the planet directly while emissions come down.',
      'Tampering with the climate risks disasters and excuses further pollution.',
    ],
    [
      'Economic growth and protecting the planet can go together',
      'Clean technology lets economies grow while emissions fall.',
      'Endless growth on a finite planet cannot last; we must consume less.',
    ],
    [
      'Cities should replace lawns with wild meadows',
      'Meadows feed pollinators, save water and cost less to keep.',
      'Lawns give people space to play and rest; meadows look neglected.',
    ],
    [
      'Eating local food is better for the planet than eating imported food',
      'Local food cuts transport, supports farmers and keeps food fresh.',
      'How food is grown matters more than how far it travels.',
    ],
    [
      'Climate protest that disrupts daily life is justified',
      'Politely asked changes have failed; disruption forces an emergency onto the agenda.',
      'Blocking roads and ruining art turns the public against the cause.',
    ],
    [
      'Deep-sea mining should be banned',
      'Mining the sea floor destroys ecosystems we barely understand.',
      'Sea-floor metals are needed for batteries and could spare land ecosystems.',
    ],
  ],
  economy: [
    [
      'The minimum wage should be a living wage',
      'A full-time job should pay enough to live on without state top-ups.',
      'Raising the minimum too far costs jobs for the least experienced workers.',
    ],
    [
      'Billionaires should not exist',
      'No one earns a billion; such fortunes come from power that should be shared.',
      'Great fortunes come from building things people value and fund new ventures.',
    ],
    [
      'Inheritance should be taxed at 100% above a threshold',
      'Large inheritances entrench privilege; everyone should start from merit.',
      'People have the right to provide for their children with what they built.',
    ],
    [
      'Globalisation has done more good than harm',
      'Trade lifted billions out of poverty and made goods cheaper for all.',
      'Globalisation hollowed out industries and left many communities behind.',
    ],
    [
      'Cash should be phased out',
      'Digital payments are faster and cut crime, tax evasion and costs.',
      'Cash protects privacy and the many who cannot or will not go digital.',
    ],
    [
      'Rent controls help tenants',
      'Rent caps protect tenants from sudden rises and keep communities together.',
      'Rent controls shrink supply and quality, hurting the tenants they aim to help.',
    ],
    [
      'Tipping should be abolished',
      'Wages, not customers’ moods, should pay workers; tipping breeds bias.',
      'Tips reward good service and let customers show thanks.',
    ],
    [
      'Governments should subsidise national industries',
      'Strategic industries need support to compete and keep jobs at home.',
      'Subsidies waste taxes on losers and invite trade wars.',
    ],
    [
      'Advertising to children should be banned',
      'Children cannot see through adverts; targeting them is exploitation.',
      'Responsible advertising funds children’s media; teach media literacy instead.',
    ],
    [
      'Professional athletes are overpaid',
      'Paying athletes millions while nurses scrape by shows warped values.',
      'Athletes earn what the market pays for rare talent in short careers.',
    ],
    [
      'The gig economy exploits workers',
      'Gig platforms shift risk to workers without rights, pay floors or security.',
      'Gig work gives flexible income to people who choose it.',
    ],
    [
      'A wealth tax should be introduced',
      'Taxing great wealth funds public services and curbs inequality.',
      'Wealth taxes drive capital away and cost more to collect than they raise.',
    ],
    [
      'Free trade is better than protectionism',
      'Free trade brings lower prices, more choice and growth for all sides.',
      'Tariffs protect jobs, strategic industries and standards from unfair rivals.',
    ],
    [
      'Companies should be required to have workers on their boards',
      'Workers on boards bring long-term thinking and fairer decisions.',
      'Boards must be free to choose the best people for the company.',
    ],
    [
      'Sugar should be taxed',
      'A sugar tax cuts obesity and pays for the health costs it causes.',
      'A sugar tax hits the poor hardest and does little for health.',
    ],
    [
      'Housing is a right, not an investment',
      'Homes should be for living in; treating them as assets prices people out.',
      'Owning property is how families build wealth; markets build homes.',
    ],
    [
      'Central banks should create digital currencies',
      'A central bank digital currency makes payments cheap, safe and public.',
      'State digital money risks surveillance and destabilises banks.',
    ],
    [
      'Unpaid internships should be banned',
      'Unpaid internships shut out everyone who cannot work for free.',
      'Internships give experience that pays off; banning them means fewer of them.',
    ],
  ],
  culture: [
    [
      'Performance-enhancing drugs should be allowed in sport',
      'Testing fails anyway; open, supervised use would be fairer and safer.',
      'Doping cheats fans, endangers athletes and destroys fair competition.',
    ],
    [
      'Video assistant referees have improved football',
      'VAR corrects clear errors and makes results fairer.',
      'VAR kills the flow and joy of the game for small gains.',
    ],
    [
      'Museums should return artefacts to their countries of origin',
      'Objects taken by force or under empire belong to the people they were taken from.',
      'Great museums keep shared heritage safe and open to the whole world.',
    ],
    [
      'E-sports are real sports',
      'E-sports demand skill, training, teamwork and draw huge audiences.',
      'Sport means physical exertion; gaming is a competition, not a sport.',
    ],
    [
      'Reality television does more harm than good',
      'Reality TV exploits participants and rewards cruelty and vanity.',
      'Reality TV is harmless entertainment that shows real lives.',
    ],
    [
      'Classic books should be edited to remove offensive language',
      'Updating words lets new readers enjoy the stories without the hurt.',
      'Editing the classics falsifies history and insults readers’ judgement.',
    ],
    [
      'Countries should stop hosting the Olympic Games',
      'The Games leave hosts with debt, evictions and empty stadiums.',
      'The Olympics bring investment, pride and a global celebration.',
    ],
    [
      'Streaming has been good for musicians',
      'Streaming lets any artist reach a world audience at no cost.',
      'Streaming pays artists fractions of a cent and favours the biggest names.',
    ],
    [
      'Art funding should be cut before any other public spending',
      'When money is short, hospitals and schools come before galleries.',
      'Art is a small budget that brings large cultural and economic returns.',
    ],
    [
      'Sports teams should not be owned by states',
      'State-owned clubs launder reputations and distort competition.',
      'Any owner who invests in a club and its community should be welcome.',
    ],
    [
      'Boxing should be banned',
      'A sport whose aim is to injure the brain has no place today.',
      'Boxing is a free choice of consenting adults and gives many a way out.',
    ],
    [
      'Films should never be remade',
      'Remakes recycle old ideas instead of funding new voices.',
      'Remakes bring stories to new audiences and can surpass originals.',
    ],
    [
      'Fans should have a say in how their clubs are run',
      'Clubs belong to their communities; fans deserve a vote on big decisions.',
      'Owners take the risks and must be free to run the club.',
    ],
    [
      'Graffiti is art',
      'Street art brightens cities and gives a voice to those shut out of galleries.',
      'Painting other people’s property without consent is vandalism.',
    ],
    [
      'Men’s and women’s sport should pay equal prize money',
      'Equal effort deserves equal reward; equal pay builds the women’s game.',
      'Prize money should follow audiences and revenue, not a formula.',
    ],
    [
      'Children should not compete in professional sport',
      'Professional pressure harms young bodies and childhoods.',
      'Talented children thrive with competition and proper protection.',
    ],
    [
      'Hunting for sport should be banned',
      'Killing animals for fun is cruel and unnecessary.',
      'Regulated hunting manages wildlife and funds conservation.',
    ],
    [
      'Public libraries are still essential',
      'Libraries give everyone free access to books, internet and a warm place.',
      'With everything online, libraries are a costly relic.',
    ],
  ],
};

function motionsOf(category: MotionCategory): Motion[] {
  return ROWS[category].map(([title, forStatement, againstStatement], index) => ({
    id: `${category}-${String(index + 1).padStart(2, '0')}`,
    category,
    title,
    for: forStatement,
    against: againstStatement,
  }));
}

/** Every motion, category by category. */
export const MOTIONS: readonly Motion[] = MOTION_CATEGORIES.flatMap((c) => motionsOf(c.id));

export function motionById(id: unknown): Motion | undefined {
  return typeof id === 'string' ? MOTIONS.find((m) => m.id === id) : undefined;
}

/**
 * A motion drawn from `category` (any category when null). `random` is a number in [0, 1),
 * e.g. Math.random(): the caller's, so a test can draw deterministically.
 */
export function drawMotion(category: MotionCategory | null, random: number): Motion {
  const pool = category ? MOTIONS.filter((m) => m.category === category) : MOTIONS;
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(random * pool.length)));
  const motion = pool[index];
  if (!motion) throw new Error('No motions to draw from');
  return motion;
}

export function otherSide(side: Side): Side {
  return side === 'for' ? 'against' : 'for';
}
