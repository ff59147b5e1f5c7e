/**
 * Real places for the demo data: cities with their province, region code and centre (GCJ-02, as Chinese
 * maps use), and the malls, parks and playgrounds of each where ride-on cars are found. Sites are placed
 * a few hundred metres around these, deterministically.
 */
export interface DemoCity {
  city: string;
  cityEn: string;
  province: string;
  code: string;
  lng: number;
  lat: number;
  districts: string[];
  /** Store name, type (store_type: 1 mall, 2 park, 3 playground, 4 scenic spot, 5 community), offset in 0.001°. */
  places: Array<[name: string, type: number, dLng: number, dLat: number]>;
}

export const DEMO_CITIES: DemoCity[] = [
  {
    city: '上海', cityEn: 'Shanghai', province: '上海市', code: '310100', lng: 121.4737, lat: 31.2304,
    districts: ['浦东新区', '徐汇区', '闵行区', '静安区'],
    places: [['正大广场', 1, 27, 6], ['世纪公园', 2, 77, -13], ['七宝万科广场', 1, -120, -59], ['徐家汇公园', 2, -36, -35]],
  },
  {
    city: '北京', cityEn: 'Beijing', province: '北京市', code: '110100', lng: 116.4074, lat: 39.9042,
    districts: ['朝阳区', '海淀区', '丰台区', '通州区'],
    places: [['朝阳大悦城', 1, 112, 20], ['朝阳公园', 2, 77, 40], ['五棵松万达广场', 1, -129, 2], ['奥林匹克森林公园', 2, -15, 110]],
  },
  {
    city: '广州', cityEn: 'Guangzhou', province: '广东省', code: '440100', lng: 113.2644, lat: 23.1291,
    districts: ['天河区', '越秀区', '番禺区', '海珠区'],
    places: [['天河城', 1, 64, 8], ['越秀公园', 2, 2, 13], ['长隆欢乐世界', 3, 66, -130], ['正佳广场', 1, 62, 6]],
  },
  {
    city: '深圳', cityEn: 'Shenzhen', province: '广东省', code: '440300', lng: 114.0579, lat: 22.5431,
    districts: ['南山区', '福田区', '罗湖区', '宝安区'],
    places: [['深圳湾万象城', 1, -108, 2], ['莲花山公园', 2, 1, 14], ['欢乐谷', 3, -82, -3], ['福田COCO Park', 1, 3, -13]],
  },
  {
    city: '杭州', cityEn: 'Hangzhou', province: '浙江省', code: '330100', lng: 120.1551, lat: 30.2741,
    districts: ['西湖区', '上城区', '拱墅区', '滨江区'],
    places: [['杭州湖滨银泰in77', 1, 8, -15], ['西湖景区', 4, -12, -20], ['杭州来福士', 1, 59, 1], ['西溪湿地', 4, -90, 0]],
  },
  {
    city: '成都', cityEn: 'Chengdu', province: '四川省', code: '510100', lng: 104.0665, lat: 30.5723,
    districts: ['锦江区', '武侯区', '成华区', '高新区'],
    places: [['成都IFS国际金融中心', 1, 15, 85], ['人民公园', 2, -9, 85], ['成都欢乐谷', 3, -45, 105], ['环球中心', 1, 2, -88]],
  },
  {
    city: '武汉', cityEn: 'Wuhan', province: '湖北省', code: '420100', lng: 114.3054, lat: 30.5931,
    districts: ['江汉区', '武昌区', '洪山区', '江岸区'],
    places: [['武汉天地', 1, 2, 10], ['东湖风景区', 4, 66, -33], ['楚河汉街', 1, 39, -42], ['解放公园', 2, 2, 36]],
  },
  {
    city: '南京', cityEn: 'Nanjing', province: '江苏省', code: '320100', lng: 118.7969, lat: 32.0603,
    districts: ['玄武区', '秦淮区', '建邺区', '鼓楼区'],
    places: [['新街口德基广场', 1, -12, 2], ['玄武湖公园', 2, 1, 22], ['河西万达广场', 1, -67, -54], ['红山森林动物园', 3, 0, 47]],
  },
  {
    city: '西安', cityEn: "Xi'an", province: '陕西省', code: '610100', lng: 108.9398, lat: 34.3416,
    districts: ['雁塔区', '碑林区', '未央区', '曲江新区'],
    places: [['大悦城', 1, 25, -63], ['大唐芙蓉园', 4, 36, -59], ['赛格国际购物中心', 1, 9, -41], ['兴庆宫公园', 2, 27, -10]],
  },
  {
    city: '重庆', cityEn: 'Chongqing', province: '重庆市', code: '500100', lng: 106.5516, lat: 29.563,
    districts: ['渝中区', '江北区', '南岸区', '沙坪坝区'],
    places: [['解放碑时代广场', 1, 25, -6], ['观音桥北城天街', 1, -19, 20], ['鹅岭公园', 2, -33, -9], ['融创文旅城', 3, -200, 100]],
  },
  {
    city: '苏州', cityEn: 'Suzhou', province: '江苏省', code: '320500', lng: 120.5853, lat: 31.2989,
    districts: ['姑苏区', '工业园区', '吴中区', '虎丘区'],
    places: [['苏州中心', 1, 93, 21], ['金鸡湖景区', 4, 100, 5], ['印象城', 1, 118, 33], ['苏州乐园', 3, -30, -10]],
  },
  {
    city: '长沙', cityEn: 'Changsha', province: '湖南省', code: '430100', lng: 112.9388, lat: 28.2282,
    districts: ['芙蓉区', '天心区', '岳麓区', '开福区'],
    places: [['长沙IFS国金中心', 1, 38, -32], ['橘子洲', 4, -14, -20], ['五一广场', 1, 48, -4], ['长沙世界之窗', 3, 90, 95]],
  },
];

/** Words of company names (商户): a city, a brand word and a company form. */
export const BRAND_WORDS = [
  '童趣', '欢乐童年', '小蜗牛', '萌宝', '童行', '乐途', '奇乐', '星童', '宝贝驾到', '童梦', '开心果', '小马宝莉',
];
export const COMPANY_FORMS = ['儿童游乐有限公司', '文化娱乐有限公司', '科技有限公司', '商贸有限公司'];
export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '朱', '马', '胡', '郭'];
export const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '霞', '平'];
export const BANKS = ['中国工商银行', '中国建设银行', '招商银行', '中国银行', '交通银行', '浦发银行'];

/** Spots inside a store where a site stands: indoors (malls) and outdoors (parks, playgrounds, scenic spots). */
export const SITE_SPOTS = {
  indoor: ['一楼中庭', '二楼儿童区', '三楼游乐区', 'B1美食街旁'],
  outdoor: ['东门广场', '南门入口', '中心草坪', '湖边步道'],
};
