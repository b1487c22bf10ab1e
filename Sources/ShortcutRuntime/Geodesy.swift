import Foundation

/// Distances and midpoints on the Earth, for the location actions that need only coordinates.
enum Geodesy {
    /// A point by latitude and longitude in degrees.
    struct Coordinate: Sendable, Equatable {
        var latitude: Double
        var longitude: Double

        /// Nil unless the latitude is within ±90° and the longitude within ±180°.
        init?(latitude: Double, longitude: Double) {
            guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    // WGS 84, the ellipsoid GPS coordinates are on.
    private static let a = 6_378_137.0
    private static let f = 1 / 298.257_223_563
    private static let b = (1 - f) * a

    /// The distance in metres along the WGS 84 ellipsoid (Vincenty's inverse formula, 1975),
    /// accurate to well under a millimetre. For nearly antipodal points, where the formula does
    /// not converge, the great-circle distance on the mean Earth radius (within 0.5 %).
    static func distance(from start: Coordinate, to end: Coordinate) -> Double {
        let radians = Double.pi / 180
        let difference = (end.longitude - start.longitude) * radians
        let u1 = atan((1 - f) * tan(start.latitude * radians))
        let u2 = atan((1 - f) * tan(end.latitude * radians))
        let (sinU1, cosU1, sinU2, cosU2) = (sin(u1), cos(u1), sin(u2), cos(u2))
        var lambda = difference
        for _ in 0..<200 {
            let (sinLambda, cosLambda) = (sin(lambda), cos(lambda))
            let sinSigma =
                ((cosU2 * sinLambda) * (cosU2 * sinLambda)
                + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda))
                .squareRoot()
            if sinSigma == 0 { return 0 }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSquaredAlpha = 1 - sinAlpha * sinAlpha
            // On the equator cos²α is 0 and the term drops out.
            let cos2SigmaM = cosSquaredAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha
            let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
            let previous = lambda
            lambda =
                difference + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let uSquared = cosSquaredAlpha * (a * a - b * b) / (b * b)
                let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
                let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
                let deltaSigma =
                    bigB * sinSigma
                    * (cos2SigmaM + bigB / 4
                        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM
                            * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * bigA * (sigma - deltaSigma)
            }
        }
        return greatCircleDistance(from: start, to: end)
    }

    /// The haversine distance on a sphere of the mean Earth radius (6,371,008.8 m).
    static func greatCircleDistance(from start: Coordinate, to end: Coordinate) -> Double {
        let radians = Double.pi / 180
        let (phi1, phi2) = (start.latitude * radians, end.latitude * radians)
        let dPhi = phi2 - phi1
        let dLambda = (end.longitude - start.longitude) * radians
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * 6_371_008.8 * asin(min(1, h.squareRoot()))
    }

    /// The point halfway along the great circle between two points (on a sphere), its
    /// longitude normalised to ±180°.
    static func midpoint(_ first: Coordinate, _ second: Coordinate) -> Coordinate {
        let radians = Double.pi / 180
        let (phi1, phi2) = (first.latitude * radians, second.latitude * radians)
        let lambda1 = first.longitude * radians
        let dLambda = (second.longitude - first.longitude) * radians
        let bx = cos(phi2) * cos(dLambda)
        let by = cos(phi2) * sin(dLambda)
        let phi = atan2(sin(phi1) + sin(phi2), ((cos(phi1) + bx) * (cos(phi1) + bx) + by * by).squareRoot())
        var lambda = lambda1 + atan2(by, cos(phi1) + bx)
        lambda = (lambda + 3 * Double.pi).truncatingRemainder(dividingBy: 2 * Double.pi) - Double.pi
        // Clamped so rounding at the edges cannot step outside the valid range.
        return Coordinate(
            latitude: min(90, max(-90, phi / radians)), longitude: min(180, max(-180, lambda / radians)))!
    }
}
