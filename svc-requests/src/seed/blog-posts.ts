import type { BlogImageKey, BlogLanguage } from '@hvac/contracts/requests';
import type { BlogWrite } from '../blog/repo';

interface Version {
  title: string;
  /** Paragraphs; the first one is also the excerpt. */
  paragraphs: string[];
  tags: string[];
}

interface SeedPost {
  slug: string;
  image: BlogImageKey;
  author: string;
  publishedAt: string;
  versions: Record<BlogLanguage, Version>;
}

const SITE = { en: 'Bayou City Comfort HVAC', fa: 'Bayou City Comfort HVAC', es: 'Bayou City Comfort HVAC' } as const;
const META_DESCRIPTION_LENGTH = 155;

const POSTS: SeedPost[] = [
  {
    slug: 'spring-ac-tune-up-checklist',
    image: 'ac-tune-up',
    author: 'Daniel Reyes',
    publishedAt: '2026-03-04T15:00:00Z',
    versions: {
      en: {
        title: 'Your Spring AC Tune-Up Checklist for Houston Homes',
        tags: ['maintenance', 'air conditioning', 'tune-up'],
        paragraphs: [
          'In Houston the cooling season starts in March and rarely lets up before October, so spring is the best time to get your air conditioner checked. A tune-up before the first heat wave catches small problems while parts are in stock and technicians have open schedules.',
          'A proper tune-up covers more than a filter change. Our technicians clean the outdoor condenser coil, check refrigerant pressures against the manufacturer\'s chart, test the capacitor and contactor, tighten electrical connections, flush the condensate drain line and measure the temperature drop across the indoor coil.',
          'There are also a few things you can do yourself: replace the air filter every one to three months, keep at least two feet of clearance around the outdoor unit, rinse grass clippings off the coil with a garden hose and make sure every supply and return vent is open and unblocked.',
          'We recommend servicing your AC twice a year, in spring and in fall. Members of our maintenance plans get both visits scheduled automatically, plus a discount on any repair the technician finds.',
        ],
      },
      fa: {
        title: 'چک‌لیست سرویس بهاره کولر برای خانه‌های هیوستون',
        tags: ['نگهداری', 'تهویه مطبوع', 'سرویس دوره‌ای'],
        paragraphs: [
          'در هیوستون فصل سرمایش از اسفند و فروردین شروع می‌شود و تا مهر ادامه دارد؛ پس بهار بهترین زمان برای بازدید کولر است. سرویس پیش از اولین موج گرما، مشکلات کوچک را زمانی پیدا می‌کند که قطعات موجود است و تکنسین‌ها وقت آزاد دارند.',
          'یک سرویس درست فقط تعویض فیلتر نیست. تکنسین‌های ما کویل کندانسور بیرونی را تمیز می‌کنند، فشار مبرد را با جدول سازنده مقایسه می‌کنند، خازن و کنتاکتور را آزمایش می‌کنند، اتصالات برقی را محکم می‌کنند، لوله تخلیه آب را شست‌وشو می‌دهند و افت دما در کویل داخلی را اندازه می‌گیرند.',
          'چند کار را هم خودتان می‌توانید انجام دهید: فیلتر هوا را هر یک تا سه ماه عوض کنید، دست‌کم شصت سانتی‌متر دور دستگاه بیرونی را خالی نگه دارید، خرده‌های چمن را با شلنگ باغ از روی کویل بشویید و مطمئن شوید همه دریچه‌های رفت و برگشت باز هستند.',
          'پیشنهاد ما سرویس کولر دو بار در سال است، در بهار و پاییز. اعضای طرح‌های نگهداری ما هر دو بازدید را به‌طور خودکار دریافت می‌کنند و برای هر تعمیری که تکنسین پیدا کند تخفیف می‌گیرند.',
        ],
      },
      es: {
        title: 'Lista de revisión primaveral del aire acondicionado para hogares de Houston',
        tags: ['mantenimiento', 'aire acondicionado', 'revisión'],
        paragraphs: [
          'En Houston la temporada de enfriamiento empieza en marzo y casi nunca termina antes de octubre, así que la primavera es el mejor momento para revisar su aire acondicionado. Una revisión antes de la primera ola de calor detecta pequeños problemas cuando hay repuestos y los técnicos tienen horarios libres.',
          'Una buena revisión es mucho más que cambiar el filtro. Nuestros técnicos limpian el serpentín del condensador exterior, comparan las presiones del refrigerante con la tabla del fabricante, prueban el capacitor y el contactor, ajustan las conexiones eléctricas, limpian la línea de drenaje y miden la caída de temperatura en el serpentín interior.',
          'También hay tareas que usted puede hacer: cambiar el filtro cada uno a tres meses, dejar al menos sesenta centímetros libres alrededor de la unidad exterior, enjuagar con la manguera los restos de césped del serpentín y comprobar que todas las rejillas de suministro y retorno estén abiertas.',
          'Recomendamos dar servicio al aire acondicionado dos veces al año, en primavera y en otoño. Los miembros de nuestros planes de mantenimiento reciben ambas visitas programadas automáticamente y un descuento en cualquier reparación.',
        ],
      },
    },
  },
  {
    slug: 'lower-summer-energy-bills',
    image: 'energy-efficiency',
    author: 'Priya Shah',
    publishedAt: '2026-04-15T15:00:00Z',
    versions: {
      en: {
        title: '7 Ways to Lower Your Summer Energy Bill Without Sweating',
        tags: ['energy efficiency', 'savings', 'air conditioning'],
        paragraphs: [
          'Cooling can account for more than half of a Houston household\'s summer electric bill. The good news is that most savings come from simple habits and small upgrades, not from living in a warm house.',
          'Start with the thermostat: every degree you raise the setting while you are away saves roughly three percent on cooling. Ceiling fans let you feel four degrees cooler, but they cool people, not rooms, so switch them off when you leave.',
          'Next, stop the leaks. Weatherstripping doors, sealing gaps around windows and adding attic insulation keep the cool air you paid for inside. Leaky ducts in a hot attic can waste twenty to thirty percent of your system\'s output, and sealing them is one of the best-value repairs we do.',
          'Finally, keep the system efficient: a clean filter, a clean outdoor coil and a yearly tune-up keep an older AC close to its rated efficiency. If your system is over twelve years old, a modern high-SEER unit can cut cooling costs by a third or more.',
        ],
      },
      fa: {
        title: '۷ راه برای کاهش قبض برق تابستان بدون گرمازدگی',
        tags: ['بهره‌وری انرژی', 'صرفه‌جویی', 'تهویه مطبوع'],
        paragraphs: [
          'سرمایش می‌تواند بیش از نیمی از قبض برق تابستانی یک خانواده در هیوستون را تشکیل دهد. خبر خوب این است که بیشتر صرفه‌جویی از عادت‌های ساده و ارتقاهای کوچک به دست می‌آید، نه از زندگی در خانه‌ای گرم.',
          'از ترموستات شروع کنید: هر درجه‌ای که هنگام نبودن در خانه تنظیم را بالا می‌برید حدود سه درصد در هزینه سرمایش صرفه‌جویی می‌کند. پنکه سقفی باعث می‌شود هوا خنک‌تر حس شود، اما آدم‌ها را خنک می‌کند نه اتاق را؛ پس هنگام خروج خاموشش کنید.',
          'سپس نشتی‌ها را ببندید. نوار درزگیر برای درها، آب‌بندی شکاف‌های اطراف پنجره‌ها و عایق بیشتر در زیر شیروانی، هوای خنکی را که برایش پول داده‌اید در خانه نگه می‌دارد. کانال‌های نشت‌دار در زیر شیروانی داغ می‌توانند بیست تا سی درصد خروجی سیستم را هدر دهند.',
          'در پایان، سیستم را کارآمد نگه دارید: فیلتر تمیز، کویل بیرونی تمیز و سرویس سالانه، کولر قدیمی را نزدیک به بازده اسمی‌اش نگه می‌دارد. اگر سیستم شما بیش از دوازده سال عمر دارد، یک دستگاه جدید با SEER بالا می‌تواند هزینه سرمایش را یک‌سوم یا بیشتر کاهش دهد.',
        ],
      },
      es: {
        title: '7 maneras de bajar la factura de luz del verano sin pasar calor',
        tags: ['eficiencia energética', 'ahorro', 'aire acondicionado'],
        paragraphs: [
          'El aire acondicionado puede representar más de la mitad de la factura eléctrica de verano de un hogar en Houston. La buena noticia es que la mayor parte del ahorro viene de hábitos sencillos y pequeñas mejoras, no de vivir en una casa calurosa.',
          'Empiece por el termostato: cada grado que sube la temperatura mientras no está en casa ahorra alrededor de un tres por ciento en enfriamiento. Los ventiladores de techo le hacen sentir más fresco, pero enfrían a las personas, no las habitaciones, así que apáguelos al salir.',
          'Después, detenga las fugas. Burletes en las puertas, sellado alrededor de las ventanas y más aislamiento en el ático mantienen dentro el aire fresco que usted paga. Los ductos con fugas en un ático caliente pueden desperdiciar entre un veinte y un treinta por ciento de la capacidad del sistema.',
          'Por último, mantenga el equipo eficiente: un filtro limpio, un serpentín exterior limpio y una revisión anual mantienen un equipo antiguo cerca de su eficiencia nominal. Si su sistema tiene más de doce años, una unidad moderna de alto SEER puede reducir el costo de enfriamiento en un tercio o más.',
        ],
      },
    },
  },
  {
    slug: 'surviving-houston-heat-waves',
    image: 'houston-heat',
    author: 'Marcus Bell',
    publishedAt: '2026-06-10T15:00:00Z',
    versions: {
      en: {
        title: 'Keeping Your AC Running Through a Houston Heat Wave',
        tags: ['houston heat', 'air conditioning', 'emergency'],
        paragraphs: [
          'When afternoon temperatures sit near 100°F with high humidity, your air conditioner may run for hours without stopping. That is normal: most systems are sized to hold about a twenty-degree difference between inside and outside, not to make the house icy on the hottest day.',
          'Help the system keep up by closing blinds on west- and south-facing windows, running the oven and dryer in the evening, and leaving the thermostat at one steady setting instead of turning it down sharply. Setting it to 65°F will not cool the house any faster.',
          'Watch for warning signs: ice on the refrigerant lines, warm air from the vents, water around the indoor unit, a buzzing outdoor unit whose fan is not spinning, or a breaker that keeps tripping. If you see any of these, switch the system off to prevent further damage and call for service.',
          'Our emergency team works 24/7 through the summer. Heat is a real health risk for babies, older adults and pets, so tell us when you call if someone in the home is vulnerable and we will prioritize your visit.',
        ],
      },
      fa: {
        title: 'روشن نگه داشتن کولر در موج گرمای هیوستون',
        tags: ['گرمای هیوستون', 'تهویه مطبوع', 'اضطراری'],
        paragraphs: [
          'وقتی دمای بعدازظهر نزدیک ۳۸ درجه سانتی‌گراد با رطوبت بالا باشد، کولر ممکن است ساعت‌ها بدون توقف کار کند. این طبیعی است: بیشتر سیستم‌ها برای حفظ حدود یازده درجه اختلاف بین داخل و بیرون طراحی شده‌اند، نه برای سرد کردن خانه در داغ‌ترین روز.',
          'با کشیدن پرده پنجره‌های رو به غرب و جنوب، استفاده از فر و خشک‌کن در شب و ثابت نگه داشتن ترموستات به سیستم کمک کنید. پایین آوردن ناگهانی دما تا ۱۸ درجه خانه را سریع‌تر خنک نمی‌کند.',
          'به نشانه‌های هشدار توجه کنید: یخ روی لوله‌های مبرد، هوای گرم از دریچه‌ها، آب در اطراف دستگاه داخلی، صدای وزوز دستگاه بیرونی بدون چرخش پروانه یا فیوزی که مدام قطع می‌شود. در این صورت سیستم را خاموش کنید تا آسیب بیشتری نبیند و درخواست سرویس دهید.',
          'تیم اضطراری ما در تمام تابستان ۲۴ ساعته کار می‌کند. گرما برای نوزادان، سالمندان و حیوانات خانگی خطر جدی است؛ اگر فرد آسیب‌پذیری در خانه دارید هنگام تماس بگویید تا بازدید شما در اولویت قرار گیرد.',
        ],
      },
      es: {
        title: 'Cómo mantener su aire acondicionado funcionando durante una ola de calor en Houston',
        tags: ['calor de houston', 'aire acondicionado', 'emergencia'],
        paragraphs: [
          'Cuando por la tarde la temperatura ronda los 38 °C con mucha humedad, su aire acondicionado puede funcionar durante horas sin parar. Es normal: la mayoría de los sistemas están dimensionados para mantener unos once grados de diferencia entre el interior y el exterior, no para dejar la casa helada el día más caluroso.',
          'Ayude al sistema cerrando las persianas de las ventanas orientadas al oeste y al sur, usando el horno y la secadora por la noche y dejando el termostato en una temperatura fija en lugar de bajarlo de golpe. Ponerlo a 18 °C no enfriará la casa más rápido.',
          'Preste atención a las señales de alerta: hielo en las líneas de refrigerante, aire caliente por las rejillas, agua alrededor de la unidad interior, una unidad exterior que zumba sin que gire el ventilador o un interruptor que salta una y otra vez. Si ve alguna, apague el sistema para evitar más daños y pida servicio.',
          'Nuestro equipo de emergencias trabaja 24/7 durante todo el verano. El calor es un riesgo real para bebés, personas mayores y mascotas; avísenos al llamar si alguien vulnerable vive en la casa y daremos prioridad a su visita.',
        ],
      },
    },
  },
  {
    slug: 'improve-indoor-air-quality',
    image: 'indoor-air-quality',
    author: 'Priya Shah',
    publishedAt: '2026-05-06T15:00:00Z',
    versions: {
      en: {
        title: 'Breathe Easier: Improving Indoor Air Quality in a Humid Climate',
        tags: ['indoor air quality', 'allergies', 'humidity'],
        paragraphs: [
          'Houston homes are sealed up tight against the heat for most of the year, which means the same air circulates again and again. Pollen, pet dander, dust and mold spores build up indoors, and people with allergies or asthma feel it first.',
          'Humidity is the biggest factor in our climate. Indoor relative humidity above sixty percent invites mold and dust mites. A correctly sized air conditioner removes moisture as it cools; an oversized one cools quickly, shuts off and leaves the air clammy. A whole-home dehumidifier can close the gap.',
          'Filtration comes next. A pleated MERV 8 to MERV 11 filter captures far more fine particles than a basic fiberglass filter without choking airflow on most systems. For allergy sufferers, a whole-home air purifier or UV light at the coil adds another layer of protection.',
          'Not sure where to start? An indoor air quality consultation measures humidity, checks your ductwork and filter setup and recommends only what your home actually needs.',
        ],
      },
      fa: {
        title: 'نفس راحت‌تر: بهبود کیفیت هوای داخل در آب‌وهوای مرطوب',
        tags: ['کیفیت هوای داخل', 'آلرژی', 'رطوبت'],
        paragraphs: [
          'خانه‌های هیوستون بیشتر سال در برابر گرما کاملاً بسته‌اند، یعنی همان هوا بارها و بارها در خانه می‌چرخد. گرده گیاهان، موی حیوانات خانگی، گردوغبار و هاگ کپک در داخل جمع می‌شوند و افراد مبتلا به آلرژی یا آسم زودتر از همه آن را حس می‌کنند.',
          'رطوبت مهم‌ترین عامل در آب‌وهوای ماست. رطوبت نسبی بالای شصت درصد، کپک و مایت‌های گردوغبار را به خانه دعوت می‌کند. کولری با اندازه درست هنگام سرمایش رطوبت را می‌گیرد؛ کولر بیش از اندازه سریع خنک می‌کند، خاموش می‌شود و هوا را شرجی باقی می‌گذارد. یک رطوبت‌گیر مرکزی می‌تواند این کمبود را جبران کند.',
          'بعد نوبت فیلتراسیون است. فیلتر چین‌دار MERV 8 تا MERV 11 ذرات ریز بسیار بیشتری از فیلتر فایبرگلاس ساده می‌گیرد، بی‌آنکه جریان هوای بیشتر سیستم‌ها را خفه کند. برای افراد حساس، تصفیه‌کننده هوای مرکزی یا لامپ UV روی کویل یک لایه حفاظت دیگر است.',
          'نمی‌دانید از کجا شروع کنید؟ مشاوره کیفیت هوای داخل، رطوبت را اندازه می‌گیرد، کانال‌ها و فیلترها را بررسی می‌کند و فقط چیزی را پیشنهاد می‌دهد که خانه شما واقعاً لازم دارد.',
        ],
      },
      es: {
        title: 'Respire mejor: cómo mejorar la calidad del aire interior en un clima húmedo',
        tags: ['calidad del aire interior', 'alergias', 'humedad'],
        paragraphs: [
          'Las casas de Houston pasan casi todo el año cerradas contra el calor, así que el mismo aire circula una y otra vez. El polen, la caspa de mascotas, el polvo y las esporas de moho se acumulan en el interior, y las personas con alergias o asma son las primeras en notarlo.',
          'La humedad es el factor más importante en nuestro clima. Una humedad relativa interior superior al sesenta por ciento favorece el moho y los ácaros. Un aire acondicionado del tamaño correcto quita humedad mientras enfría; uno sobredimensionado enfría rápido, se apaga y deja el ambiente pegajoso. Un deshumidificador para toda la casa puede cubrir esa diferencia.',
          'Luego viene la filtración. Un filtro plisado MERV 8 a MERV 11 atrapa muchas más partículas finas que un filtro básico de fibra de vidrio sin ahogar el flujo de aire en la mayoría de los sistemas. Para quienes sufren alergias, un purificador para toda la casa o una luz UV en el serpentín añade otra capa de protección.',
          '¿No sabe por dónde empezar? Una consulta de calidad del aire interior mide la humedad, revisa sus ductos y filtros y recomienda solo lo que su casa realmente necesita.',
        ],
      },
    },
  },
  {
    slug: 'furnace-care-before-winter',
    image: 'furnace-care',
    author: 'Daniel Reyes',
    publishedAt: '2026-10-21T15:00:00Z',
    versions: {
      en: {
        title: 'Furnace Care Before Our Short (but Real) Houston Winter',
        tags: ['heating', 'furnace', 'maintenance', 'safety'],
        paragraphs: [
          'Houston winters are short, but a January cold front can drop temperatures below freezing overnight. A furnace that sat idle for eight months deserves a check before you need it, both for comfort and for safety.',
          'During a heating tune-up we inspect the heat exchanger for cracks, clean the burners and flame sensor, test the ignition system and safety switches, check the gas pressure and measure carbon monoxide in the flue. A cracked heat exchanger can leak carbon monoxide into the home, which is why we never skip that step.',
          'That burning-dust smell the first time you turn on the heat is usually harmless and fades within an hour. A smell of gas, a yellow or flickering flame, or a furnace that starts and stops every few minutes is not harmless: turn the system off and call a professional.',
          'A well-maintained gas furnace typically lasts fifteen to twenty years. Make sure you have a working carbon monoxide detector on every sleeping floor, and test it when you change your clocks.',
        ],
      },
      fa: {
        title: 'مراقبت از کوره پیش از زمستان کوتاه (اما واقعی) هیوستون',
        tags: ['گرمایش', 'کوره', 'نگهداری', 'ایمنی'],
        paragraphs: [
          'زمستان هیوستون کوتاه است، اما یک جبهه سرد در دی‌ماه می‌تواند دما را در شب به زیر صفر برساند. کوره‌ای که هشت ماه بی‌کار مانده، پیش از نیاز شما به بازدید نیاز دارد؛ هم برای آسایش و هم برای ایمنی.',
          'در سرویس گرمایش، مبدل حرارتی را از نظر ترک بررسی می‌کنیم، مشعل‌ها و حسگر شعله را تمیز می‌کنیم، سیستم جرقه و کلیدهای ایمنی را آزمایش می‌کنیم، فشار گاز را کنترل می‌کنیم و مونوکسید کربن را در دودکش اندازه می‌گیریم. مبدل حرارتی ترک‌خورده می‌تواند مونوکسید کربن را به خانه نشت دهد؛ به همین دلیل هرگز این مرحله را حذف نمی‌کنیم.',
          'بوی سوختن گردوغبار در اولین روشن شدن معمولاً بی‌خطر است و در کمتر از یک ساعت از بین می‌رود. اما بوی گاز، شعله زرد یا لرزان، یا کوره‌ای که هر چند دقیقه روشن و خاموش می‌شود بی‌خطر نیست: سیستم را خاموش کنید و با متخصص تماس بگیرید.',
          'کوره گازی با نگهداری خوب معمولاً پانزده تا بیست سال کار می‌کند. مطمئن شوید در هر طبقه‌ای که در آن می‌خوابید یک آشکارساز سالم مونوکسید کربن دارید و آن را به‌طور منظم آزمایش کنید.',
        ],
      },
      es: {
        title: 'Cuidado del calentador antes de nuestro corto (pero real) invierno en Houston',
        tags: ['calefacción', 'calentador', 'mantenimiento', 'seguridad'],
        paragraphs: [
          'Los inviernos en Houston son cortos, pero un frente frío en enero puede bajar la temperatura bajo cero durante la noche. Un calentador que estuvo inactivo ocho meses merece una revisión antes de necesitarlo, por comodidad y por seguridad.',
          'En una revisión de calefacción inspeccionamos el intercambiador de calor en busca de grietas, limpiamos los quemadores y el sensor de llama, probamos el encendido y los interruptores de seguridad, verificamos la presión del gas y medimos el monóxido de carbono en el conducto de humos. Un intercambiador agrietado puede filtrar monóxido de carbono a la casa; por eso nunca omitimos ese paso.',
          'El olor a polvo quemado la primera vez que enciende la calefacción suele ser inofensivo y desaparece en menos de una hora. Un olor a gas, una llama amarilla o inestable, o un calentador que se enciende y apaga cada pocos minutos no lo son: apague el sistema y llame a un profesional.',
          'Un calentador de gas bien mantenido suele durar de quince a veinte años. Asegúrese de tener un detector de monóxido de carbono que funcione en cada piso donde se duerme y pruébelo con regularidad.',
        ],
      },
    },
  },
  {
    slug: 'smart-thermostat-guide',
    image: 'thermostat',
    author: 'Marcus Bell',
    publishedAt: '2026-02-12T15:00:00Z',
    versions: {
      en: {
        title: 'Is a Smart Thermostat Worth It? A Practical Guide',
        tags: ['thermostat', 'energy efficiency', 'smart home'],
        paragraphs: [
          'A smart thermostat learns your schedule, adjusts the temperature when you are away and lets you control the system from your phone. For most households it pays for itself within one or two cooling seasons.',
          'The savings come from setbacks you would otherwise forget: raising the cooling setpoint while everyone is at work or school, and bringing it back just before you come home. Many models also report runtime, so a sudden jump in hours can warn you of a problem early.',
          'Compatibility matters. Most smart thermostats need a common wire (C-wire) for steady power, and heat pumps or two-stage systems need correct wiring to run efficiently. A poorly installed thermostat can short-cycle the system or lock out the auxiliary heat.',
          'Our technicians install and configure smart thermostats as an add-on to any service visit, from $250, and will set the schedule and humidity options with you before they leave.',
        ],
      },
      fa: {
        title: 'آیا ترموستات هوشمند ارزشش را دارد؟ راهنمای کاربردی',
        tags: ['ترموستات', 'بهره‌وری انرژی', 'خانه هوشمند'],
        paragraphs: [
          'ترموستات هوشمند برنامه روزانه شما را یاد می‌گیرد، وقتی خانه نیستید دما را تنظیم می‌کند و اجازه می‌دهد سیستم را با تلفن همراه کنترل کنید. برای بیشتر خانواده‌ها هزینه‌اش در یک یا دو فصل سرمایش برمی‌گردد.',
          'صرفه‌جویی از تنظیم‌هایی می‌آید که معمولاً فراموش می‌شوند: بالا بردن دمای سرمایش وقتی همه سر کار یا مدرسه‌اند و برگرداندن آن درست پیش از بازگشت شما. بسیاری از مدل‌ها زمان کارکرد را هم گزارش می‌دهند، پس افزایش ناگهانی ساعت‌ها می‌تواند زودتر از مشکل خبر دهد.',
          'سازگاری مهم است. بیشتر ترموستات‌های هوشمند برای برق پایدار به سیم مشترک (C-wire) نیاز دارند و پمپ‌های حرارتی یا سیستم‌های دومرحله‌ای برای کار کارآمد به سیم‌کشی درست نیاز دارند. ترموستاتی که بد نصب شود می‌تواند سیستم را دچار روشن و خاموش شدن مکرر کند.',
          'تکنسین‌های ما ترموستات هوشمند را به‌عنوان خدمت افزوده در هر بازدید، از ۲۵۰ دلار، نصب و پیکربندی می‌کنند و پیش از رفتن، برنامه زمانی و تنظیمات رطوبت را همراه شما انجام می‌دهند.',
        ],
      },
      es: {
        title: '¿Vale la pena un termostato inteligente? Una guía práctica',
        tags: ['termostato', 'eficiencia energética', 'hogar inteligente'],
        paragraphs: [
          'Un termostato inteligente aprende su horario, ajusta la temperatura cuando no hay nadie en casa y le permite controlar el sistema desde el teléfono. En la mayoría de los hogares se paga solo en una o dos temporadas de calor.',
          'El ahorro viene de los ajustes que de otro modo olvidaría: subir la temperatura de enfriamiento mientras todos están en el trabajo o la escuela y bajarla justo antes de que vuelva. Muchos modelos también informan las horas de funcionamiento, así que un aumento repentino puede avisarle de un problema a tiempo.',
          'La compatibilidad importa. La mayoría de los termostatos inteligentes necesitan un cable común (cable C) para tener alimentación estable, y las bombas de calor o los sistemas de dos etapas necesitan un cableado correcto para funcionar con eficiencia. Un termostato mal instalado puede provocar ciclos cortos en el equipo.',
          'Nuestros técnicos instalan y configuran termostatos inteligentes como complemento de cualquier visita, desde $250, y ajustan con usted el horario y las opciones de humedad antes de irse.',
        ],
      },
    },
  },
  {
    slug: 'when-to-clean-air-ducts',
    image: 'duct-cleaning',
    author: 'Priya Shah',
    publishedAt: '2026-01-20T15:00:00Z',
    versions: {
      en: {
        title: 'Do Your Air Ducts Need Cleaning? Signs to Look For',
        tags: ['duct cleaning', 'indoor air quality', 'maintenance'],
        paragraphs: [
          'Duct cleaning is not something every home needs every year, and you should be wary of anyone who says otherwise. But there are clear situations where it makes a real difference to air quality and system performance.',
          'Consider a cleaning after a renovation that produced drywall dust, if you see visible mold inside the ducts or on the coil, if there are signs of rodents or insects in the ductwork, or if dust puffs out of the supply registers when the system starts.',
          'Leaks matter as much as dirt. Ducts that run through a hot attic and leak at their joints pull in insulation fibers and attic air, and waste the cooling you pay for. Sealing those joints with mastic often improves comfort more than any cleaning.',
          'Between professional visits, the single best thing you can do is change the air filter on schedule. A clean filter protects both your ducts and the indoor coil from the dust that would otherwise collect there.',
        ],
      },
      fa: {
        title: 'آیا کانال‌های هوای شما به تمیزکاری نیاز دارند؟ نشانه‌هایی که باید دید',
        tags: ['تمیز کردن کانال', 'کیفیت هوای داخل', 'نگهداری'],
        paragraphs: [
          'تمیز کردن کانال‌ها کاری نیست که هر خانه هر سال لازم داشته باشد و باید به هر کسی که خلاف این را می‌گوید با احتیاط نگاه کنید. اما موقعیت‌های روشنی هست که تمیزکاری تفاوت واقعی در کیفیت هوا و عملکرد سیستم ایجاد می‌کند.',
          'پس از بازسازی‌ای که گرد گچ‌برگ تولید کرده، اگر کپک قابل‌مشاهده در کانال‌ها یا روی کویل می‌بینید، اگر نشانه‌ای از جوندگان یا حشرات در کانال‌ها هست، یا اگر هنگام روشن شدن سیستم از دریچه‌ها گردوغبار بیرون می‌زند، تمیزکاری را در نظر بگیرید.',
          'نشتی به اندازه آلودگی اهمیت دارد. کانال‌هایی که از زیر شیروانی داغ می‌گذرند و در اتصالاتشان نشت دارند، الیاف عایق و هوای زیر شیروانی را به داخل می‌کشند و سرمایشی را که برایش پول داده‌اید هدر می‌دهند. آب‌بندی این اتصالات با ماستیک اغلب بیش از هر تمیزکاری آسایش را بهتر می‌کند.',
          'میان بازدیدهای تخصصی، بهترین کاری که می‌توانید بکنید تعویض به‌موقع فیلتر هواست. فیلتر تمیز هم از کانال‌ها و هم از کویل داخلی در برابر گردوغباری که در غیر این صورت آنجا جمع می‌شود محافظت می‌کند.',
        ],
      },
      es: {
        title: '¿Sus ductos de aire necesitan limpieza? Señales a tener en cuenta',
        tags: ['limpieza de ductos', 'calidad del aire interior', 'mantenimiento'],
        paragraphs: [
          'La limpieza de ductos no es algo que todas las casas necesiten cada año, y conviene desconfiar de quien diga lo contrario. Pero hay situaciones claras en las que marca una diferencia real en la calidad del aire y el rendimiento del sistema.',
          'Considere una limpieza después de una remodelación que produjo polvo de yeso, si ve moho dentro de los ductos o en el serpentín, si hay señales de roedores o insectos en los conductos, o si sale polvo de las rejillas cuando arranca el sistema.',
          'Las fugas importan tanto como la suciedad. Los ductos que pasan por un ático caliente y tienen fugas en las uniones aspiran fibras de aislamiento y aire del ático, y desperdician el enfriamiento que usted paga. Sellar esas uniones con masilla suele mejorar la comodidad más que cualquier limpieza.',
          'Entre visitas profesionales, lo mejor que puede hacer es cambiar el filtro a tiempo. Un filtro limpio protege tanto los ductos como el serpentín interior del polvo que de otro modo se acumularía allí.',
        ],
      },
    },
  },
  {
    slug: 'hurricane-season-hvac-prep',
    image: 'hurricane-prep',
    author: 'Marcus Bell',
    publishedAt: '2026-05-28T15:00:00Z',
    versions: {
      en: {
        title: 'Hurricane Season Prep for Your HVAC System',
        tags: ['hurricane', 'houston heat', 'safety', 'emergency'],
        paragraphs: [
          'Hurricane season on the Gulf Coast runs from June through November. A little preparation protects your air conditioner from flying debris, flooding and the power surges that come when the grid goes down and comes back.',
          'Before a storm, clear loose items from around the outdoor unit, make sure it is firmly anchored to its pad, and consider a whole-home surge protector. When a storm is close, switch the system off at the thermostat and the breaker so a surge cannot damage the compressor.',
          'After the storm, do not turn the system back on until you have looked at the outdoor unit. If it was under water, was hit by debris or has bent fins and damaged wiring, leave it off and have it inspected: running a flooded unit can destroy the compressor and create an electrical hazard.',
          'If you use a portable generator, never run it in a garage or near open windows, and never connect it to your home without a proper transfer switch. Our team prioritizes post-storm safety inspections for homes without cooling.',
        ],
      },
      fa: {
        title: 'آماده‌سازی سیستم تهویه برای فصل طوفان',
        tags: ['طوفان', 'گرمای هیوستون', 'ایمنی', 'اضطراری'],
        paragraphs: [
          'فصل طوفان در سواحل خلیج مکزیک از خرداد تا آبان ادامه دارد. کمی آمادگی، کولر شما را از آوار پرتاب‌شده، سیل و نوسان‌های برق هنگام قطع و وصل شبکه محافظت می‌کند.',
          'پیش از طوفان، اشیای سست را از اطراف دستگاه بیرونی جمع کنید، مطمئن شوید دستگاه محکم به پایه‌اش بسته شده و یک محافظ نوسان برق برای کل خانه را در نظر بگیرید. وقتی طوفان نزدیک است، سیستم را از ترموستات و کلید مینیاتوری خاموش کنید تا نوسان برق به کمپرسور آسیب نزند.',
          'پس از طوفان، تا دستگاه بیرونی را بررسی نکرده‌اید سیستم را روشن نکنید. اگر زیر آب رفته، آوار به آن خورده یا پره‌هایش خم شده و سیم‌کشی آسیب دیده، خاموش بگذارید و بازرسی کنید: روشن کردن دستگاه سیل‌زده می‌تواند کمپرسور را نابود کند و خطر برق‌گرفتگی ایجاد کند.',
          'اگر از ژنراتور قابل‌حمل استفاده می‌کنید، هرگز آن را در پارکینگ یا نزدیک پنجره باز روشن نکنید و هرگز بدون کلید انتقال مناسب به برق خانه وصل نکنید. تیم ما بازرسی‌های ایمنی پس از طوفان را برای خانه‌های بدون سرمایش در اولویت قرار می‌دهد.',
        ],
      },
      es: {
        title: 'Cómo preparar su sistema de climatización para la temporada de huracanes',
        tags: ['huracanes', 'calor de houston', 'seguridad', 'emergencia'],
        paragraphs: [
          'La temporada de huracanes en la costa del Golfo va de junio a noviembre. Un poco de preparación protege su aire acondicionado de los escombros, las inundaciones y los picos de tensión que llegan cuando la red se cae y vuelve.',
          'Antes de una tormenta, retire los objetos sueltos alrededor de la unidad exterior, asegúrese de que esté bien anclada a su base y considere un protector contra sobretensiones para toda la casa. Cuando la tormenta esté cerca, apague el sistema en el termostato y en el interruptor para que un pico no dañe el compresor.',
          'Después de la tormenta, no vuelva a encender el sistema sin revisar antes la unidad exterior. Si estuvo bajo el agua, recibió golpes de escombros o tiene aletas dobladas y cables dañados, déjela apagada y pida una inspección: encender una unidad inundada puede destruir el compresor y crear un riesgo eléctrico.',
          'Si usa un generador portátil, nunca lo encienda en el garaje ni cerca de ventanas abiertas, y nunca lo conecte a la casa sin un interruptor de transferencia adecuado. Nuestro equipo da prioridad a las inspecciones de seguridad después de la tormenta para los hogares sin aire acondicionado.',
        ],
      },
    },
  },
  {
    slug: 'heat-pumps-in-houston',
    image: 'heat-pump',
    author: 'Daniel Reyes',
    publishedAt: '2026-08-19T15:00:00Z',
    versions: {
      en: {
        title: 'Heat Pumps in Houston: Efficient Cooling and Heating in One System',
        tags: ['heat pump', 'energy efficiency', 'heating', 'installation'],
        paragraphs: [
          'A heat pump is an air conditioner that can run in reverse. In summer it moves heat out of your home; in winter it pulls heat from the outdoor air and brings it inside. In a mild-winter climate like Houston\'s, that makes it one of the most efficient ways to heat and cool.',
          'Because it moves heat instead of burning fuel to make it, a modern heat pump can deliver two to three units of heat for every unit of electricity it uses on a typical Houston winter day. Variable-speed models also remove humidity well in summer, which our climate rewards.',
          'On the rare nights when temperatures fall well below freezing, a heat pump relies on backup electric heat strips or a gas furnace in a dual-fuel setup. Sizing and thermostat setup matter: a good installation keeps the backup heat off except when it is truly needed.',
          'If your air conditioner and furnace are both nearing the end of their lives, replacing them with a heat pump is worth pricing. Our installation tiers range from standard efficiency to premium variable-speed systems, and we will compare running costs for your home before you decide.',
        ],
      },
      fa: {
        title: 'پمپ حرارتی در هیوستون: سرمایش و گرمایش کارآمد در یک سیستم',
        tags: ['پمپ حرارتی', 'بهره‌وری انرژی', 'گرمایش', 'نصب'],
        paragraphs: [
          'پمپ حرارتی کولری است که می‌تواند برعکس کار کند. در تابستان گرما را از خانه بیرون می‌برد و در زمستان گرما را از هوای بیرون می‌گیرد و به داخل می‌آورد. در آب‌وهوایی با زمستان ملایم مانند هیوستون، این یکی از کارآمدترین راه‌های گرمایش و سرمایش است.',
          'چون پمپ حرارتی به‌جای سوزاندن سوخت، گرما را جابه‌جا می‌کند، یک مدل امروزی در یک روز معمول زمستانی هیوستون به ازای هر واحد برق مصرفی دو تا سه واحد گرما می‌دهد. مدل‌های دور متغیر در تابستان هم رطوبت را به‌خوبی می‌گیرند که آب‌وهوای ما به آن پاداش می‌دهد.',
          'در شب‌های نادری که دما بسیار زیر صفر می‌رود، پمپ حرارتی به المنت‌های برقی پشتیبان یا در سیستم دوگانه‌سوز به کوره گازی تکیه می‌کند. انتخاب اندازه و تنظیم ترموستات مهم است: نصب خوب گرمایش پشتیبان را جز در زمان نیاز واقعی خاموش نگه می‌دارد.',
          'اگر کولر و کوره شما هر دو به پایان عمرشان نزدیک‌اند، ارزش دارد قیمت جایگزینی با پمپ حرارتی را بپرسید. سطوح نصب ما از بازده استاندارد تا سیستم‌های ممتاز دور متغیر است و پیش از تصمیم شما، هزینه کارکرد را برای خانه‌تان مقایسه می‌کنیم.',
        ],
      },
      es: {
        title: 'Bombas de calor en Houston: enfriamiento y calefacción eficientes en un solo sistema',
        tags: ['bomba de calor', 'eficiencia energética', 'calefacción', 'instalación'],
        paragraphs: [
          'Una bomba de calor es un aire acondicionado que puede funcionar a la inversa. En verano saca el calor de su casa; en invierno toma calor del aire exterior y lo lleva adentro. En un clima de inviernos suaves como el de Houston, es una de las formas más eficientes de calentar y enfriar.',
          'Como mueve el calor en lugar de quemar combustible para producirlo, una bomba de calor moderna puede entregar de dos a tres unidades de calor por cada unidad de electricidad en un día típico de invierno en Houston. Los modelos de velocidad variable también eliminan bien la humedad en verano, algo que nuestro clima agradece.',
          'En las pocas noches en que la temperatura baja mucho de cero, la bomba de calor recurre a resistencias eléctricas de respaldo o a un calentador de gas en un sistema de combustible dual. El dimensionamiento y la configuración del termostato importan: una buena instalación mantiene apagado el respaldo salvo cuando de verdad hace falta.',
          'Si su aire acondicionado y su calentador están llegando al final de su vida útil, vale la pena cotizar una bomba de calor. Nuestros niveles de instalación van desde eficiencia estándar hasta sistemas premium de velocidad variable, y compararemos los costos de operación para su casa antes de que decida.',
        ],
      },
    },
  },
];

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** Every launch post in every language, ready to insert. */
export const BLOG_SEED: BlogWrite[] = POSTS.flatMap((p) =>
  (Object.entries(p.versions) as [BlogLanguage, Version][]).map(([language, v]) => ({
    slug: p.slug,
    language,
    title: v.title,
    excerpt: v.paragraphs[0]!,
    content: v.paragraphs.join('\n\n'),
    author: p.author,
    published_at: new Date(p.publishedAt),
    tags: v.tags,
    featured_image: p.image,
    meta_title: `${v.title} | ${SITE[language]}`,
    meta_description: cut(v.paragraphs[0]!, META_DESCRIPTION_LENGTH),
  })),
);
